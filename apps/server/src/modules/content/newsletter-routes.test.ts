import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../../test/build-test-app.ts';
import { type ReceivedMail, startTestSmtpServer } from '../../../test/smtp-server.ts';
import { rowsOf } from '../../platform/db.ts';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const { app } = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example.org' });
const headers = await xsrfHeaders(app);

/** The answer of a call, after the mails it queued have gone (the job queue, drained). */
async function thenMail<T>(call: Promise<T>): Promise<T> {
  const res = await call;
  await app.jobs.runUntilEmpty();
  return res;
}
const subscribe = (email: unknown) =>
  thenMail(app.inject({ method: 'POST', url: '/api/content/subscriptions', headers, payload: { email } }));
const confirm = (token: string) =>
  thenMail(app.inject({ method: 'POST', url: '/api/content/subscriptions/confirm', headers, payload: { token } }));
const unsubscribe = (token: string) =>
  app.inject({ method: 'POST', url: '/api/content/subscriptions/unsubscribe', headers, payload: { token } });

function tokenOf(mail: ReceivedMail, kind: 'confirm' | 'unsubscribe'): string {
  const match = mail.text.match(new RegExp(`https://portal\\.example\\.org/subscribe/${kind}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${kind} link in "${mail.subject}"`);
  return match[1];
}

const mailsTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to));
const statusOf = async (email: string) =>
  (await rowsOf<{ status: string }>(app.db, sql`select status from newsletter_subscriptions where email = ${email}`))[0]
    ?.status;

describe('product-news sign-up', () => {
  it('mails a confirmation link and an unsubscribe link, and activates the subscription on confirm', async () => {
    const res = await subscribe('New.Reader@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toMatch(/check your inbox/);
    const mail = await smtp.waitFor((m) => m.to.includes('new.reader@example.com'));
    expect(mail.subject).toBe('Please confirm your subscription to MTI Portal product news');
    expect(mail.html).toContain('/subscribe/unsubscribe/');
    expect(await statusOf('new.reader@example.com')).toBe('pending');

    const confirmed = await confirm(tokenOf(mail, 'confirm'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().msg).toBe('Your subscription to MTI Portal product news is confirmed.');
    expect(await statusOf('new.reader@example.com')).toBe('active');
    const welcome = await smtp.waitFor((m) => m.subject === 'You are subscribed to MTI Portal product news');
    expect(tokenOf(welcome, 'unsubscribe')).toHaveLength(43);

    // A second click on the same link is harmless.
    expect((await confirm(tokenOf(mail, 'confirm'))).statusCode).toBe(200);
  });

  it('gives the same answer for a known address as for a new one', async () => {
    const fresh = await subscribe('first.time@example.com');
    await smtp.waitFor((m) => m.to.includes('first.time@example.com'));
    // As if the first sign-up had been more than a minute ago.
    await app.db.execute(
      sql`update newsletter_subscriptions set last_requested_mail_at = now() - interval '2 minutes'`,
    );
    const known = await subscribe('new.reader@example.com');
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    // The owner of a known address learns of the request; nobody else does.
    const notice = await smtp.waitFor(
      (m) => m.to.includes('new.reader@example.com') && m.subject.startsWith('You are already subscribed'),
    );
    expect(notice.text).toContain('/subscribe/unsubscribe/');
  });

  it('sends at most one mail a minute to an address however often it is entered', async () => {
    await subscribe('busy@example.com');
    await smtp.waitFor((m) => m.to.includes('busy@example.com'));
    const again = await subscribe('busy@example.com');
    expect(again.statusCode).toBe(200);
    // Nothing was queued by the second request: the queue is drained and still one mail went.
    expect(await app.jobs.runUntilEmpty()).toBe(0);
    expect(mailsTo('busy@example.com')).toHaveLength(1);
  });

  it('unsubscribes with the link of any message, and the link keeps working', async () => {
    await subscribe('leaver@example.com');
    const mail = await smtp.waitFor((m) => m.to.includes('leaver@example.com'));
    await confirm(tokenOf(mail, 'confirm'));
    const welcome = await smtp.waitFor((m) => m.to.includes('leaver@example.com') && m.subject.startsWith('You are'));

    const res = await unsubscribe(tokenOf(welcome, 'unsubscribe'));
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toMatch(/unsubscribed/);
    expect(await statusOf('leaver@example.com')).toBe('unsubscribed');
    // The link in the first message works as well, and repeating is harmless.
    expect((await unsubscribe(tokenOf(mail, 'unsubscribe'))).statusCode).toBe(200);
    // The confirmation link no longer re-activates the subscription.
    expect((await confirm(tokenOf(mail, 'confirm'))).statusCode).toBe(400);
  });

  it('stores only hashes of the link tokens', async () => {
    const mail = mailsTo('new.reader@example.com')[0] as ReceivedMail;
    const rows = await rowsOf<{ token_hash: string }>(app.db, sql`select token_hash from newsletter_tokens`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(tokenOf(mail, 'confirm'));
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses a blank, malformed or over-long address with the form’s messages', async () => {
    for (const [email, msg] of [
      ['', 'Email is required'],
      ['not-an-address', 'Please provide a valid email address'],
      [`${'a'.repeat(95)}@example.com`, 'Email cannot be more than 100 characters long!'],
    ] as const) {
      const res = await subscribe(email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg, field: 'email' });
    }
  });

  it('refuses an unknown or malformed link token', async () => {
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'invalid_link' });
    expect((await unsubscribe('A'.repeat(43))).statusCode).toBe(400);
    expect((await confirm('../../etc')).statusCode).toBe(400);
  });

  it('refuses a sign-up without the anti-forgery header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/content/subscriptions',
      payload: { email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(403);
  });
});
