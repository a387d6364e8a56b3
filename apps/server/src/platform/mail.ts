// Outgoing mail through nodemailer: a real relay when SMTP_URL is set; otherwise each message
// is written to DATA_DIR/mail/ and listed by the development mail viewer (/dev/mail).
// Modules never send from a request: they queue a job whose handler sends (decision 027).
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { MailCounts } from './metrics.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type StoredMail = MailMessage & { id: string; from: string; sentAt: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Messages written to disk (no SMTP relay configured), newest first. */
  listStored(): Promise<StoredMail[]>;
  readStored(id: string): Promise<StoredMail | null>;
  readonly storesToDisk: boolean;
  close(): void;
};

/** counts: mail_sent_total and mail_failed_total of /metrics (registerMailMetrics). */
export function createMailer(config: Config, log: FastifyBaseLogger, counts: MailCounts): Mailer {
  const from = config.MAIL_FROM;
  const mailDir = path.join(config.DATA_DIR, 'mail');
  if (config.SMTP_URL) {
    const smtpUrl = config.SMTP_URL;
    // nodemailer on first send: importing it costs ~150 ms of every start, and the demo and most
    // tests write mail to disk instead.
    let transport: Promise<Transporter> | undefined;
    const openTransport = () =>
      (transport ??= import('nodemailer').then((module) => module.default.createTransport(smtpUrl)));
    return {
      storesToDisk: false,
      async send(message) {
        try {
          await (await openTransport()).sendMail({ from, ...message });
        } catch (error) {
          counts.failed();
          // A 5xx answer (unknown mailbox, message refused) will not change on a retry; a refused
          // connection or a 4xx may: the job queue reads `permanent` (platform/jobs.ts).
          const code = (error as { responseCode?: number }).responseCode;
          if (code !== undefined && code >= 500) Object.assign(error as object, { permanent: true });
          throw error;
        }
        counts.sent();
        // The body may hold a one-time link: log who and what, never the content.
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      listStored: async () => [],
      readStored: async () => null,
      close: () => void transport?.then((open) => open.close()),
    };
  }
  return {
    storesToDisk: true,
    async send(message) {
      await mkdir(mailDir, { recursive: true });
      const stored: StoredMail = {
        id: `${Date.now()}-${randomUUID()}`,
        from,
        sentAt: new Date().toISOString(),
        ...message,
      };
      await writeFile(path.join(mailDir, `${stored.id}.json`), JSON.stringify(stored, null, 2), { mode: 0o600 });
      counts.sent();
      log.info({ to: message.to, subject: message.subject }, 'mail stored for the development mail viewer');
    },
    async listStored() {
      const files = await readdir(mailDir).catch(() => [] as string[]);
      const mails = await Promise.all(
        files
          .filter((f) => f.endsWith('.json'))
          .sort()
          .reverse()
          .slice(0, 200)
          .map(async (f) => JSON.parse(await readFile(path.join(mailDir, f), 'utf8')) as StoredMail),
      );
      return mails;
    },
    async readStored(id) {
      if (!/^[\w-]+$/.test(id)) return null;
      const text = await readFile(path.join(mailDir, `${id}.json`), 'utf8').catch(() => null);
      return text ? (JSON.parse(text) as StoredMail) : null;
    },
    close: () => {},
  };
}
