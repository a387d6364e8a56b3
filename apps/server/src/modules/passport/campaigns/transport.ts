// The campaign mail transport: a pooled nodemailer SMTP connection to SMTP_URL, or, without a relay
// (the demo), the platform mailer that writes to disk for the development mail viewer. Decides,
// for a failure, whether the relay surely did not take the message (retry) or might have (unknown).
import type { Transporter } from 'nodemailer';
import type { Mailer } from '../../../platform/mail.ts';

export type CampaignMail = {
  from: string;
  replyTo: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
};

export type CampaignTransport = { send(mail: CampaignMail): Promise<void>; close(): void };

/** SMTP commands before the message itself: a failure there means the relay has not got it. */
const BEFORE_MESSAGE = new Set([
  'CONN',
  'EHLO',
  'HELO',
  'LHLO',
  'STARTTLS',
  'AUTH PLAIN',
  'AUTH LOGIN',
  'MAIL FROM',
  'RCPT TO',
]);

export type SendFailure = 'retry' | 'refused' | 'unknown';

/**
 * retry: not taken, may work later (no connection, a 4xx); refused: a 5xx, will not change;
 * unknown: the connection broke while or after the message went, with no 250: the sender queues
 * it again like a retry (decision 079: without the relay's 250 we count it as not accepted).
 */
export function classifySendFailure(error: unknown): SendFailure {
  const e = error as { responseCode?: number; code?: string; command?: string };
  if (e.responseCode !== undefined && e.responseCode >= 500) return 'refused';
  if (e.responseCode !== undefined && e.responseCode >= 400) return 'retry';
  if (e.code === 'ECONNECTION' || e.code === 'EDNS' || e.code === 'ECONNREFUSED') return 'retry';
  if (e.command !== undefined && BEFORE_MESSAGE.has(e.command.toUpperCase())) return 'retry';
  return 'unknown';
}

export function createCampaignTransport(
  smtpUrl: string | undefined,
  mailer: Mailer,
  leaseMs: number,
  connections = 1,
): CampaignTransport {
  if (!smtpUrl) {
    return {
      send: (mail) => mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
      close: () => {},
    };
  }
  // Pooled connections (no new handshake per message): as many as the sender keeps messages in
  // flight (CAMPAIGN_SMTP_CONNECTIONS, decision 086).
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(connections));
  // Well inside the send lease (CAMPAIGN_SEND_LEASE_MS): a hung relay fails the message (queued
  // again by its own worker) before another worker could take the claim as dead and send it too.
  const connectMs = Math.min(10_000, Math.floor(leaseMs / 4));
  for (const name of ['connectionTimeout', 'greetingTimeout']) url.searchParams.set(name, String(connectMs));
  url.searchParams.set('socketTimeout', String(Math.min(20_000, Math.floor(leaseMs / 3))));
  let transport: Promise<Transporter> | undefined;
  const open = () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(url.toString())));
  return {
    async send(mail) {
      await (await open()).sendMail({
        from: mail.from,
        replyTo: mail.replyTo,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        headers: mail.headers,
      });
    },
    close: () => void transport?.then((t) => t.close()),
  };
}
