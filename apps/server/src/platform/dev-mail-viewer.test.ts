// /dev/mail shows every message the portal wrote to disk, reset links included: it is served only
// when DEV_MAIL=1 asks for it, never beside a real relay, and it says what it is (decision 026).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DEV_MAIL_BANNER } from './dev-mail-viewer.ts';

const resetMail = { to: 'guest@example.com', subject: 'Reset your password', text: 'link', html: '<a>link</a>' };
// Built while the file loads: two apps at once outlast a test's time limit on a busy machine.
const off = await buildTestApp({ NODE_ENV: 'development', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mti-mail-')) });
const on = await buildTestApp({ DEV_MAIL: '1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mti-mail-')) });

describe('the development mail viewer', () => {
  it('is not served unless DEV_MAIL=1, even outside production and with mail on disk', async () => {
    const { app } = off;
    await app.mailer.send(resetMail);
    for (const url of ['/dev/mail', '/dev/mail/anything']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Reset your password');
    }
  });

  it('with DEV_MAIL=1 lists the messages under a banner that says what it is', async () => {
    const { app } = on;
    await app.mailer.send(resetMail);
    const list = await app.inject('/dev/mail');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Reset your password');
    const banner = `<p role="alert">${DEV_MAIL_BANNER}</p>`;
    expect(list.body).toContain(banner);
    expect(DEV_MAIL_BANNER).toMatch(/development mail viewer.*every message.*DEV_MAIL=1/is);
    const id = /href="\/dev\/mail\/([\w-]+)"/.exec(list.body)?.[1];
    expect((await app.inject(`/dev/mail/${id}`)).body).toContain(banner);
  });

  it('is off by default and refused beside an SMTP relay, naming both variables', () => {
    expect(loadConfig({}).DEV_MAIL).toBe(false);
    expect(loadConfig({ DEV_MAIL: '1' }).DEV_MAIL).toBe(true);
    expect(loadConfig({ DEV_MAIL: '0', SMTP_URL: 'smtp://127.0.0.1:2525' }).DEV_MAIL).toBe(false);
    const both = () => loadConfig({ DEV_MAIL: '1', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(both).toThrow(ConfigError);
    expect(both).toThrow(/DEV_MAIL: must not be 1 while SMTP_URL is set/);
  });
});
