// Account-recovery mail can neither flood a mailbox nor tell whether an address has an account:
// a few mails per address and hour, and the same answer and the same work for any address (the
// request queues a job; the job looks the address up).
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { startTestSmtpServer } from '../../../test/smtp-server.ts';
import { rowsOf } from '../../platform/db.ts';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const { app } = await buildTestApp({ SMTP_URL: smtp.url });
const headers = await xsrfHeaders(app);
const ask = (url: string, email: string) => app.inject({ method: 'POST', url, headers, payload: { email } });
const mailsTo = (address: string, subject: string) =>
  smtp.messages.filter((m) => m.to.includes(address) && m.subject === subject);
const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(app.db, query))[0]?.n ?? 0;

describe('account-recovery mail per address', () => {
  it('sends 3 reset links, not 30, when one address is entered 30 times, and answers the same each time', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await ask('/api/mti/forgotPassword', 'member@example.com'));
    await app.jobs.runUntilEmpty();
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(new Set(['200 {"success":true}']));
    expect(mailsTo('member@example.com', 'Reset your MTI Portal password')).toHaveLength(3);
  });

  it('sends 3 username reminders, not 30', async () => {
    for (let i = 0; i < 30; i++)
      expect((await ask('/api/mti/forgotUserName', 'guest@example.com')).statusCode).toBe(200);
    await app.jobs.runUntilEmpty();
    expect(mailsTo('guest@example.com', 'Your MTI Portal username')).toHaveLength(3);
  });
});

describe('known and unknown addresses', () => {
  it.each([
    ['/api/mti/forgotPassword', 'identity.password-reset-request'],
    ['/api/mti/forgotUserName', 'identity.username-reminder'],
  ])('%s answers alike and does the same work: it queues a job without looking the address up', async (url, kind) => {
    const tokensBefore = await count(sql`select count(*)::int as n from password_reset_tokens`);
    const auditBefore = await count(sql`select count(*)::int as n from audit_log`);
    const known = await ask(url, 'lapsed@example.com');
    const unknown = await ask(url, 'no.account@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);

    // Before the queue runs, nothing distinguishes the two: one job each, alike but for the
    // address, and nothing written about the account (no link, no audit entry).
    const queued = await rowsOf<{ payload: Record<string, unknown>; state: string }>(
      app.db,
      sql`select payload, state from jobs where kind = ${kind} and state = 'queued' order by id`,
    );
    expect(queued.map((j) => ({ ...j.payload, email: '…' }))).toEqual([
      { email: '…', ip: '127.0.0.1' },
      { email: '…', ip: '127.0.0.1' },
    ]);
    expect(queued.map((j) => j.payload.email)).toEqual(['lapsed@example.com', 'no.account@example.com']);
    expect(await count(sql`select count(*)::int as n from password_reset_tokens`)).toBe(tokensBefore);
    expect(await count(sql`select count(*)::int as n from audit_log`)).toBe(auditBefore);

    await app.jobs.runUntilEmpty();
    expect(smtp.messages.filter((m) => m.to.includes('lapsed@example.com')).length).toBeGreaterThan(0);
    expect(smtp.messages.filter((m) => m.to.includes('no.account@example.com'))).toHaveLength(0);
  });
});
