// Decision 036: the request id on every line written while serving a request — through app.log
// too (services, the mailer) — and on the lines of the jobs the request queued, with the job's id.
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../test/build-test-app.ts';
import { startTestSmtpServer } from '../../test/smtp-server.ts';
import { rowsOf } from './db.ts';
import { enqueueJob } from './jobs.ts';
import { runWithLogContext } from './log-context.ts';

type Line = { reqId?: string; job_id?: number; job_kind?: string; msg?: string };

const smtp = await startTestSmtpServer();
const raw: string[] = [];
const { app, close } = await buildTestApp(
  { LOG_LEVEL: 'info', SMTP_URL: smtp.url, RECOVERY_MAILS_PER_ADDRESS_PER_HOUR: '1' },
  undefined,
  { logStream: { write: (line) => void raw.push(line) } },
);
afterAll(async () => {
  await close();
  await smtp.close();
});

const linesOf = (id: string) => raw.map((l) => JSON.parse(l) as Line).filter((l) => l.reqId === id);
// Over a real socket, the body sent after the headers: a body that arrives later is read in the
// connection's asynchronous context, not the request's.
const base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));

function postInTwoParts(path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; requestId: string }>((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path, method: 'POST' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']) }));
    });
    req.on('error', reject);
    for (const [name, value] of Object.entries(headers)) req.setHeader(name, value);
    req.setHeader('content-type', 'application/json');
    req.setHeader('content-length', Buffer.byteLength(body));
    req.flushHeaders();
    setTimeout(() => req.end(body), 100); // ordering, not a time limit: the server has begun the request
  });
}

describe('request id on every log line', () => {
  it('follows a reset request into its jobs and the mailer, and onto a service line written through app.log', async () => {
    const headers = await xsrfHeaders(app);
    const email = 'member@example.com';
    const asked = await app.inject({ method: 'POST', url: '/api/mti/forgotPassword', headers, payload: { email } });
    expect(asked.statusCode).toBe(200);
    const id = asked.headers['x-request-id'] as string;

    await app.jobs.runUntilEmpty(); // the request's job fans out into the reset-link mail's job
    await smtp.waitFor((m) => m.to.includes(email));

    const lines = linesOf(id);
    const messages = lines.map((l) => l.msg);
    expect(messages).toContain('request completed');
    const sent = lines.find((l) => l.msg === 'mail sent');
    expect(sent?.job_kind).toBe('identity.reset-link-mail'); // written by the mailer, through app.log
    const jobLines = lines.filter((l) => l.job_id !== undefined);
    expect(new Set(jobLines.map((l) => l.job_kind))).toEqual(
      new Set(['identity.password-reset-request', 'identity.reset-link-mail']),
    );
    expect(jobLines.filter((l) => l.msg === 'job done')).toHaveLength(2);
    expect(sent?.job_id).toBe(jobLines.find((l) => l.job_kind === 'identity.reset-link-mail')?.job_id);

    // The second request for the address is over the limit (1 an hour): the identity service says so
    // through app.log, after the body was read, and the line names that request.
    const again = await postInTwoParts('/api/mti/forgotPassword', headers, JSON.stringify({ email }));
    expect(again.status).toBe(200);
    const warned = linesOf(again.requestId).map((l) => l.msg);
    expect(warned).toContain('recovery mails over the hourly limit');
  });

  it('writes the id once per line, never twice (a request logger binds it already)', () => {
    const withId = raw.filter((l) => l.includes('"reqId"'));
    expect(withId.length).toBeGreaterThan(3);
    for (const line of withId) expect(line.match(/"reqId"/g)).toHaveLength(1);
  });

  it('gives a job queued while serving a request that request id, unless the caller names one', async () => {
    const queued = await runWithLogContext({ reqId: 'req-queuing-1' }, () => enqueueJob(app.db, { kind: 'test.none' }));
    const named = await runWithLogContext({ reqId: 'req-queuing-1' }, () =>
      enqueueJob(app.db, { kind: 'test.none', requestId: 'req-named-2' }),
    );
    const rows = await rowsOf<{ id: number; request_id: string }>(
      app.db,
      sql`select id, request_id from jobs where id in (${queued.id}, ${named.id}) order by id`,
    );
    expect(rows.map((r) => r.request_id)).toEqual(['req-queuing-1', 'req-named-2']);
  });

  it('puts no request id on lines written outside any request or job', async () => {
    const from = raw.length;
    app.log.info('outside');
    const line = JSON.parse(raw[from] as string) as Line;
    expect(line.msg).toBe('outside');
    expect(line.reqId).toBeUndefined();
  });
});
