// Two server processes on one PostgreSQL database, as behind a load balancer (docs/deploying.md):
// a session made on one works on the other, a logout on one ends it on both, failed sign-ins split
// between them lock the account, the per-IP rate limit counts both, and a data load reaches both.
// Runs when TEST_DATABASE_URL names a PostgreSQL server (CI's API suite on PostgreSQL).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSample } from '../src/modules/analytics/provisioning.ts';
import { type Database, openDatabase } from '../src/platform/db.ts';
import { createPostgresDatabase } from './build-test-app.ts';
import { DEMO_PASSWORD } from './sign-in.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECRET = 'many-instances-secret-many-instances-0123';

type Instance = { child: ChildProcess; url: string; output: () => string };

async function startInstance(databaseUrl: string): Promise<Instance> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mti-instance-')),
      SESSION_SECRET: SECRET,
      AUTH_RATE_LIMIT_PER_MINUTE: '60',
      ANALYTICS_VERSION_CHECK_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
    // Measured once the analytics copy has loaded: until then the instance's database pool is busy with it.
    if (match?.[1] && /analytics copy (loaded|failed)/.test(output))
      return { child, url: match[1], output: () => output };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance did not start:\n${output}`);
}

/** A browser's cookie jar, enough for these calls: name=value pairs from Set-Cookie. */
function cookiesOf(res: Response, jar: Record<string, string> = {}): Record<string, string> {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) jar[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return jar;
}
const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

async function login(instance: Instance, userid: string, password = DEMO_PASSWORD) {
  const jar = cookiesOf(await fetch(`${instance.url}/api/docs/json`));
  const res = await fetch(`${instance.url}/api/mti/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(jar), 'x-xsrf-token': jar['XSRF-TOKEN'] ?? '' },
    body: JSON.stringify({ userid, password }),
  });
  const body = (await res.json()) as { token?: string; code?: string };
  cookiesOf(res, jar);
  return { status: res.status, body, jar };
}

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, bound = 120): Promise<T> {
  let value = await probe();
  for (let attempt = 0; attempt < bound && !done(value); attempt++) {
    await new Promise((r) => setTimeout(r, 1_000));
    value = await probe();
  }
  return value;
}

describe.skipIf(!adminUrl)(
  `two instances on one PostgreSQL${adminUrl ? '' : ' (skipped: TEST_DATABASE_URL not set)'}`,
  () => {
    let a: Instance;
    let b: Instance;
    let drop: () => Promise<void>;
    let database: Database;

    beforeAll(async () => {
      const target = await createPostgresDatabase(adminUrl as string);
      drop = target.drop;
      // Started together on an empty database: the migration lock lets one of them migrate.
      [a, b] = await Promise.all([startInstance(target.url), startInstance(target.url)]);
      database = await openDatabase(target.url, '');
    }, 300_000);
    afterAll(async () => {
      for (const instance of [a, b]) instance?.child.kill('SIGTERM');
      await database?.close();
      await new Promise((r) => setTimeout(r, 1_000));
      await drop?.();
    });

    it('migrated the database once between them', () => {
      const applied = [a, b].map((i) => /"applied":\[([^\]]*)\]/.exec(i.output())?.[1] ?? 'none');
      expect(applied.filter((list) => list === '')).toHaveLength(1);
    });

    it('honours a session made on A at B, and a logout on A ends it at B too', { timeout: 180_000 }, async () => {
      const { status, body, jar } = await login(a, 'member');
      expect(status).toBe(200);
      const asMember = { authorization: `Bearer ${body.token}`, cookie: cookieHeader(jar) };
      const onB = await fetch(`${b.url}/api/mti/user`, { headers: asMember });
      expect(onB.status).toBe(200);

      expect((await fetch(`${a.url}/api/mti/logout/callback`, { headers: asMember })).status).toBe(200);
      // Sessions are read from the database on each request; were they cached, this waits the cache out.
      const after = await eventually(
        async () => (await fetch(`${b.url}/api/mti/user`, { headers: asMember })).status,
        (s) => s === 401,
      );
      expect(after).toBe(401);
    });

    it('locks an account after failed sign-ins split between A and B', { timeout: 120_000 }, async () => {
      for (const instance of [a, b, a, b, a]) {
        expect((await login(instance, 'newcomer', 'wrong-password')).status).toBe(401);
      }
      expect((await login(b, 'newcomer')).body.code).toBe('login_failed');
      expect((await login(a, 'newcomer')).body.code).toBe('login_failed');
    });

    it('brings a data load made elsewhere to both instances', async () => {
      const lastMonthOn = async (instance: Instance) => {
        const signedIn = await login(instance, 'admin');
        const headers = { authorization: `Bearer ${signedIn.body.token}`, cookie: cookieHeader(signedIn.jar) };
        const sso = (await (await fetch(`${instance.url}/api/mti/ssotoken`, { headers })).json()) as { token: string };
        const session = await fetch(`${instance.url}/analytics/sso.jsp?token=${encodeURIComponent(sso.token)}`);
        cookiesOf(session, signedIn.jar);
        return async () => {
          const res = await fetch(`${instance.url}/analytics/api/analyzer/datasets`, {
            headers: { ...headers, cookie: cookieHeader(signedIn.jar) },
          });
          if (res.status !== 200) return `status ${res.status}`;
          return ((await res.json()) as { datasets: Array<{ period: { last: string } }> }).datasets[0]?.period.last;
        };
      };
      const [onA, onB] = [await lastMonthOn(a), await lastMonthOn(b)];
      expect(await eventually(onA, (v) => /^\d{4}-\d{2}$/.test(String(v)))).not.toBe('2020-01');

      // Another process loads data as of February 2020: both copies follow within a version check.
      await seedSample({ db: database.db, datasetId: 'usmto-orders', now: new Date('2020-02-10T12:00:00Z') });
      expect(await eventually(onA, (v) => v === '2020-01')).toBe('2020-01');
      expect(await eventually(onB, (v) => v === '2020-01')).toBe('2020-01');
    }, 300_000);

    it('counts the per-IP sign-in limit over both instances', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 70 && !statuses.includes(429); i++) {
        statuses.push((await login(i % 2 ? b : a, 'nobody-here', 'wrong-password')).status);
      }
      // 60 a minute: each instance alone would have let all 70 through.
      expect(statuses).toContain(429);
      expect((await login(a, 'nobody-here')).status).toBe(429);
      expect((await login(b, 'nobody-here')).status).toBe(429);
    }, 300_000);

    // A job running once across two instances is proven in platform/jobs.test.ts (two apps, one PostgreSQL).
  },
);
