// The end-to-end run's real SMTP server keeps every message; tests read them over a small
// JSON endpoint that the global setup serves on 127.0.0.1.
import type { ReceivedMail } from '../../../server/test/smtp-server.ts';

export type { ReceivedMail };

function mailboxUrl() {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error('E2E_MAILBOX_URL is not set: run the tests through the Playwright config');
  return url;
}

/** Waits for the newest message to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(mailboxUrl())).json()) as ReceivedMail[];
    const found = messages.reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The first link in a message's text part that starts with the given path. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/]/g, '\\/')}[^\\s]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}"`);
  return match[0];
}
