import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { startTestSmtpServer } from '../../test/smtp-server.ts';

describe('mail', () => {
  it('delivers through the SMTP relay named by SMTP_URL, with text and HTML parts', async () => {
    const smtp = await startTestSmtpServer();
    afterAll(() => smtp.close());
    const { app } = await buildTestApp({ SMTP_URL: smtp.url });
    await app.mailer.send({
      to: 'member@example.com',
      subject: 'Hello',
      text: 'Plain hello',
      html: '<p>HTML hello</p>',
    });
    const mail = await smtp.waitFor((m) => m.subject === 'Hello');
    expect(mail.to).toEqual(['member@example.com']);
    expect(mail.text.trim()).toBe('Plain hello');
    expect(mail.html).toContain('<p>HTML hello</p>');
  });

  it('without a relay, keeps each message for the /dev/mail viewer', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mti-mail-'));
    const { app } = await buildTestApp({ DATA_DIR: dataDir, NODE_ENV: 'development', DEV_MAIL: '1' });
    await app.mailer.send({ to: 'guest@example.com', subject: 'Reset <your> password', text: 't', html: '<b>h</b>' });
    const list = await app.inject('/dev/mail');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Reset &lt;your&gt; password');
    const id = /href="\/dev\/mail\/([\w-]+)"/.exec(list.body)?.[1];
    const one = await app.inject(`/dev/mail/${id}`);
    expect(one.body).toContain('guest@example.com');
  });

  it('has no mail viewer in production', async () => {
    const { app } = await buildTestApp({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'test', ALLOW_TEST_PAYMENTS: '1' });
    expect((await app.inject('/dev/mail')).statusCode).toBe(404);
  });
});
