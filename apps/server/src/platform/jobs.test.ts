// The job queue against the real app, a real SMTP server and a real database: mail goes out only
// when the queue runs, jobs survive a restart, temporary failures are retried with back-off,
// permanent ones end failed with their reason for the administrators, a dead worker's job is
// taken over, and two instances on one PostgreSQL database run a job once.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, createPostgresDatabase, xsrfHeaders } from '../../test/build-test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { startTestSmtpServer } from '../../test/smtp-server.ts';
import { rowsOf } from './db.ts';
import { enqueueJob, FIRST_BACKOFF_MS } from './jobs.ts';

type JobRow = {
  id: number;
  kind: string;
  state: string;
  attempts: number;
  payload: unknown;
  last_error: string | null;
  run_at: string | Date;
  request_id: string | null;
};

const jobsOf = (app: FastifyInstance, kind: string) =>
  rowsOf<JobRow>(
    app.db,
    sql`select id::int as id, kind, state, attempts, payload, last_error, run_at, request_id from jobs where kind = ${kind} order by id`,
  );
// These tests build their own apps (a database with its migrations and seed each): slow on a busy machine.
const APP_TEST_TIMEOUT = 180_000;
const time = (value: string | Date) => new Date(value).getTime();

async function askForUsername(app: FastifyInstance, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/mti/forgotUserName',
    headers: await xsrfHeaders(app),
    payload: { email },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

/** A port with nothing listening on it: the relay is down. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mail through the job queue', () => {
  it(
    'sends nothing from the request; the queued job delivers through SMTP, logs the request id, clears its payload',
    async () => {
      const smtp = await startTestSmtpServer();
      afterAll(() => smtp.close());
      const lines: string[] = [];
      const { app } = await buildTestApp({ SMTP_URL: smtp.url, LOG_LEVEL: 'info' }, undefined, {
        logStream: { write: (line) => lines.push(line) },
      });
      await askForUsername(app, 'guest@example.com');
      expect(smtp.messages).toHaveLength(0);
      const [queued] = await jobsOf(app, 'identity.username-reminder');
      expect(queued).toMatchObject({ state: 'queued', attempts: 0, payload: { email: 'guest@example.com' } });
      expect(queued?.request_id).toBeTruthy();

      // The recurring reconciliation is due at start too: the count is not asserted, the job's state is.
      await app.jobs.runUntilEmpty();
      const mail = await smtp.waitFor((m) => m.to.includes('guest@example.com'));
      expect(mail.subject).toBe('Your MTI Portal username');
      const [done] = await jobsOf(app, 'identity.username-reminder');
      expect(done).toMatchObject({ state: 'done', attempts: 1, payload: null, last_error: null });

      const jobLines = lines.map((l) => JSON.parse(l)).filter((l) => l.job_id === done?.id);
      expect(jobLines.map((l) => l.msg)).toEqual(expect.arrayContaining(['job started', 'job done']));
      for (const line of jobLines) expect(line.reqId).toBe(queued?.request_id);
      expect(lines.join('\n')).not.toContain('"payload"');
    },
    APP_TEST_TIMEOUT,
  );

  it(
    'keeps a queued job across a restart on the same database and sends it from the new process',
    async () => {
      const smtp = await startTestSmtpServer();
      afterAll(() => smtp.close());
      const adminUrl = process.env.TEST_DATABASE_URL;
      const pg = adminUrl ? await createPostgresDatabase(adminUrl) : null;
      afterAll(async () => pg?.drop());
      const DATABASE_URL = pg?.url ?? `file:${mkdtempSync(path.join(tmpdir(), 'mti-jobs-'))}`;

      const first = await buildTestApp({ SMTP_URL: smtp.url, DATABASE_URL });
      await askForUsername(first.app, 'member@example.com');
      await first.close(); // stopped before its queue ran
      expect(smtp.messages).toHaveLength(0);

      const second = await buildTestApp({ SMTP_URL: smtp.url, DATABASE_URL });
      expect(await second.app.jobs.runUntilEmpty()).toBeGreaterThanOrEqual(1);
      await smtp.waitFor((m) => m.to.includes('member@example.com'));
      expect(smtp.messages.filter((m) => m.to.includes('member@example.com'))).toHaveLength(1);
      await second.close();
    },
    APP_TEST_TIMEOUT,
  );

  it(
    'retries while the relay is down, waiting longer each time, and delivers once when it is back',
    async () => {
      const port = await freePort();
      // The campaigns' recurring sweep (every 30 s by default) would be due with the retries and
      // count among the jobs run: an hour apart here, so only the reminder runs.
      const { app } = await buildTestApp({
        SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        CAMPAIGN_SWEEP_MS: '3600000',
      });
      await askForUsername(app, 'newcomer@example.com');
      const start = Date.now();

      await app.jobs.runUntilEmpty({ asOf: new Date(start) });
      let [job] = await jobsOf(app, 'identity.username-reminder');
      expect(job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(job?.last_error).toMatch(/ECONNREFUSED/);
      expect(time(job?.run_at as Date) - start).toBe(FIRST_BACKOFF_MS);
      // Not due before its back-off has passed.
      expect(await app.jobs.runUntilEmpty({ asOf: new Date(start + FIRST_BACKOFF_MS - 1) })).toBe(0);

      const second = start + FIRST_BACKOFF_MS;
      expect(await app.jobs.runUntilEmpty({ asOf: new Date(second) })).toBe(1);
      [job] = await jobsOf(app, 'identity.username-reminder');
      expect(job).toMatchObject({ state: 'queued', attempts: 2 });
      expect(time(job?.run_at as Date) - second).toBe(2 * FIRST_BACKOFF_MS);

      const smtp = await startTestSmtpServer({ port });
      afterAll(() => smtp.close());
      // A minute and a half in, other recurring tasks (the USMTO in Advance release, every minute) are
      // due too: the reminder's own record and the inbox say what happened to it.
      await app.jobs.runUntilEmpty({ asOf: new Date(second + 2 * FIRST_BACKOFF_MS) });
      [job] = await jobsOf(app, 'identity.username-reminder');
      expect(job).toMatchObject({ state: 'done', attempts: 3, payload: null });
      await app.jobs.runUntilEmpty({ asOf: new Date(start + 24 * 3600_000) });
      expect(smtp.messages.filter((m) => m.to.includes('newcomer@example.com'))).toHaveLength(1);
    },
    APP_TEST_TIMEOUT,
  );

  it(
    'fails a refused mail at once and shows why to administrators only',
    async () => {
      const smtp = await startTestSmtpServer({ refuseRecipient: (a) => a === 'lapsed@example.com' });
      afterAll(() => smtp.close());
      const { app } = await buildTestApp({ SMTP_URL: smtp.url });
      await askForUsername(app, 'lapsed@example.com');
      await app.jobs.runUntilEmpty();
      await app.jobs.runUntilEmpty({ asOf: new Date(Date.now() + 24 * 3600_000) });
      const [job] = await jobsOf(app, 'identity.username-reminder');
      expect(job).toMatchObject({ state: 'failed', attempts: 1, payload: null });
      expect(smtp.messages).toHaveLength(0);

      const admin = await signIn(app, 'admin');
      const res = await app.inject({ url: '/api/admin/jobs?state=failed', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 1, page: 1, page_size: 50 });
      expect(body.jobs[0]).toMatchObject({ id: job?.id, kind: 'identity.username-reminder', state: 'failed' });
      expect(body.jobs[0].last_error).toMatch(/550/);
      expect(body.jobs[0]).not.toHaveProperty('payload');
      const done = (await app.inject({ url: '/api/admin/jobs?state=done', headers: admin.headers })).json();
      expect(done.jobs.map((j: { kind: string }) => j.kind)).not.toContain('identity.username-reminder');
      expect((await app.inject({ url: '/api/admin/jobs?state=lost', headers: admin.headers })).statusCode).toBe(400);

      const member = await signIn(app, 'member');
      const refused = await app.inject({ url: '/api/admin/jobs', headers: member.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
      expect((await app.inject({ url: '/api/admin/jobs' })).statusCode).toBe(401);
    },
    APP_TEST_TIMEOUT,
  );
});

describe('the queue itself', async () => {
  let runs = 0;
  const { app } = await buildTestApp({}, (a) => {
    a.jobs.define('test.always-busy', async () => {
      throw new Error('relay busy, try later');
    });
    a.jobs.define('test.counted', async () => {
      runs++;
    });
  });

  it('fails a job after its last attempt, with the last reason', async () => {
    const { id } = await enqueueJob(app.db, { kind: 'test.always-busy', maxAttempts: 3 });
    let asOf = Date.now();
    for (let i = 0; i < 5; i++) {
      await app.jobs.runUntilEmpty({ asOf: new Date(asOf) });
      asOf += 3600_000;
    }
    const [job] = await rowsOf<JobRow>(app.db, sql`select state, attempts, last_error from jobs where id = ${id}`);
    expect(job).toMatchObject({ state: 'failed', attempts: 3, last_error: 'relay busy, try later' });
  });

  it('takes over a job whose worker stopped (lease run out), and leaves one whose lease holds', async () => {
    const held = await enqueueJob(app.db, { kind: 'test.counted' });
    const dead = await enqueueJob(app.db, { kind: 'test.counted' });
    const lease = (id: number, ms: number) =>
      app.db.execute(
        sql`update jobs set state = 'running', attempts = 1, locked_by = 'another-worker',
            locked_until = ${new Date(Date.now() + ms).toISOString()} where id = ${id}`,
      );
    await lease(held.id, 60_000);
    await lease(dead.id, -1_000);
    runs = 0;
    expect(await app.jobs.runUntilEmpty()).toBe(1);
    expect(runs).toBe(1);
    const rows = await rowsOf<JobRow>(app.db, sql`select id, state from jobs where id in (${held.id}, ${dead.id})`);
    expect(Object.fromEntries(rows.map((r) => [Number(r.id), r.state]))).toEqual({
      [held.id]: 'running',
      [dead.id]: 'done',
    });
  });

  it(
    'lets a running job finish when the worker stops',
    async () => {
      let release = () => {};
      let started = () => {};
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      const { app: worker } = await buildTestApp({}, (a) =>
        a.jobs.define('test.slow', async () => {
          started();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }),
      );
      const { id } = await enqueueJob(worker.db, { kind: 'test.slow' });
      worker.jobs.start();
      await running;
      const stopped = worker.jobs.stop();
      release();
      await stopped;
      const [job] = await rowsOf<JobRow>(worker.db, sql`select state from jobs where id = ${id}`);
      expect(job?.state).toBe('done');
    },
    APP_TEST_TIMEOUT,
  );

  it('keeps one occurrence of a recurring job however many instances start', async () => {
    await app.jobs.scheduleRecurring();
    await app.jobs.scheduleRecurring();
    const rows = await jobsOf(app, 'prospects.reconcile-charges');
    expect(rows.filter((r) => r.state === 'queued' || r.state === 'running')).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL database', () => {
  // PGlite is one process's embedded database: two instances cannot share it, so this runs on
  // PostgreSQL only (TEST_DATABASE_URL; CI runs the API suite there).
  it(
    'runs each job once',
    async () => {
      const pg = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
      afterAll(async () => pg.drop());
      const define = (a: FastifyInstance) =>
        a.jobs.define('test.recorded', async (_payload, { id }) => {
          await a.db.execute(sql`select pg_sleep(0.005)`);
          await a.db.execute(sql`insert into test_job_runs (job_id, worker) values (${id}, ${a.jobs.workerId})`);
        });
      const one = await buildTestApp({ DATABASE_URL: pg.url }, define);
      const two = await buildTestApp({ DATABASE_URL: pg.url }, define);
      await one.app.db.execute(sql`create table test_job_runs (job_id bigint not null, worker text not null)`);
      for (let i = 0; i < 40; i++) await enqueueJob(one.app.db, { kind: 'test.recorded' });

      const [ranByOne, ranByTwo] = await Promise.all([one.app.jobs.runUntilEmpty(), two.app.jobs.runUntilEmpty()]);
      expect((ranByOne ?? 0) + (ranByTwo ?? 0)).toBeGreaterThanOrEqual(40);
      const runs = await rowsOf<{ job_id: string; worker: string }>(one.app.db, sql`select * from test_job_runs`);
      expect(runs).toHaveLength(40);
      expect(new Set(runs.map((r) => r.job_id)).size).toBe(40);
      await one.close();
      await two.close();
    },
    APP_TEST_TIMEOUT,
  );
});
