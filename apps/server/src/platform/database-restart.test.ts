// PostgreSQL restarted under a running server: requests fail at once with 503 {code, msg} (no hang,
// no 500, no stack), readiness says so, and the server recovers by itself once PostgreSQL is back.
// Runs on a PostgreSQL of its own, started in a temporary folder.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xsrfHeaders } from '../../test/build-test-app.ts';
import { DEMO_PASSWORD } from '../../test/sign-in.ts';
import { postgresBinDir, startTemporaryPostgres, type TemporaryPostgres } from '../../test/temporary-postgres.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../prepare-database.ts';
import type { Database } from './db.ts';
import { DATABASE_UNAVAILABLE_MSG } from './error-handler.ts';

const reason = postgresBinDir() ? '' : 'PostgreSQL server binaries (/usr/lib/postgresql/*/bin) are not installed';

describe.skipIf(reason)(`PostgreSQL restarted under a running server${reason ? ` (skipped: ${reason})` : ''}`, () => {
  let pg: TemporaryPostgres;
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    pg = await startTemporaryPostgres();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: pg.url,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    });
    ({ database } = await prepareDatabase(config));
    app = await buildApp({ config, database, secret: config.SESSION_SECRET as string, backgroundTasks: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    pg?.destroy();
  });

  const signIn = async () =>
    app.inject({
      method: 'POST',
      url: '/api/mti/login',
      headers: await xsrfHeaders(app),
      payload: { userid: 'member', password: DEMO_PASSWORD },
    });

  it('answers 503 {code, msg} while PostgreSQL is down, and recovers on its own when it is back', async () => {
    expect((await app.inject({ url: '/assets/config/config.json' })).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);

    pg.stop();
    const config = await app.inject({ url: '/assets/config/config.json' });
    expect(config.statusCode).toBe(503);
    expect(config.json()).toEqual({ code: 'database_unavailable', msg: DATABASE_UNAVAILABLE_MSG });
    expect(config.headers['retry-after']).toBe('5');
    const login = await signIn();
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ code: 'database_unavailable', msg: DATABASE_UNAVAILABLE_MSG });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database unreachable' });

    pg.start();
    // Nobody restarts the app or its pool: the next requests find PostgreSQL again.
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await app.inject({ url: '/readyz' })).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(status).toBe(200);
    expect((await app.inject({ url: '/assets/config/config.json' })).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
  }, 120_000);
});
