// Decision 036: /metrics shows the job queue's depth per state and the mails sent and failed,
// after mails that a real SMTP server accepted and one it refused (550, a permanent failure).
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, xsrfHeaders } from '../../test/build-test-app.ts';
import { startTestSmtpServer } from '../../test/smtp-server.ts';

const REFUSED = 'lapsed@example.com';
const smtp = await startTestSmtpServer({ refuseRecipient: (address) => address === REFUSED });
const { app, close } = await buildTestApp({ SMTP_URL: smtp.url });
afterAll(async () => {
  await close();
  await smtp.close();
});

async function metric(name: string): Promise<number> {
  const res = await app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  const escaped = name.replace(/[{}"]/g, (c) => `\\${c}`);
  const value = new RegExp(`^${escaped} (\\S+)$`, 'm').exec(res.body)?.[1];
  if (value === undefined) throw new Error(`${name} is not in /metrics`);
  return Number(value);
}

describe('/metrics of the job queue and the mails', () => {
  it('shows queued jobs, then one mail sent and one failed, with the jobs done and failed', async () => {
    // The recurring jobs (the payment reconciliation) are queued at start: count from here.
    const queuedAtStart = await metric('job_queue_depth{state="queued"}');
    const headers = await xsrfHeaders(app);
    for (const email of ['member@example.com', REFUSED]) {
      const res = await app.inject({ method: 'POST', url: '/api/mti/forgotUserName', headers, payload: { email } });
      expect(res.statusCode).toBe(200);
    }
    expect(await metric('job_queue_depth{state="queued"}')).toBe(queuedAtStart + 2);
    expect(await metric('mail_sent_total')).toBe(0);

    const ran = await app.jobs.runUntilEmpty();
    await smtp.waitFor((m) => m.to.includes('member@example.com'));

    expect(await metric('mail_sent_total')).toBe(1);
    expect(await metric('mail_failed_total')).toBe(1);
    expect(await metric('job_queue_depth{state="running"}')).toBe(0);
    expect(await metric('job_queue_depth{state="failed"}')).toBe(1);
    // Everything that ran ended done, but for the refused mail (a recurring job queues its next run).
    expect(await metric('job_queue_depth{state="done"}')).toBe(ran - 1);
    expect(await metric('job_queue_depth{state="queued"}')).toBe(queuedAtStart);
  });
});
