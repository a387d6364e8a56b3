// The campaign mail transport: SMTP connections to SMTP_URL carrying messages built by mime.ts, or, without a relay
// (the demo), the platform mailer that writes to disk for the development mail viewer. Decides,
// for a failure, whether the relay surely did not take the message (retry) or might have (unknown).
import type { Mailer } from '../../../platform/mail.ts';
import { ADDRESS_NOT_SENDABLE, buildMessage, type MimeMail } from './mime.ts';
import { createSmtpLanes } from './smtp-lanes.ts';

export type CampaignMail = MimeMail;

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
  if (e.code === ADDRESS_NOT_SENDABLE) return 'refused'; // will not change either (mime.ts)
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
  // Well inside the send lease (CAMPAIGN_SEND_LEASE_MS): a hung relay fails the message (queued
  // again by its own worker) before another worker could take the claim as dead and send it too.
  const url = new URL(smtpUrl);
  const connectMs = Math.min(10_000, Math.floor(leaseMs / 4));
  for (const name of ['connectionTimeout', 'greetingTimeout']) url.searchParams.set(name, String(connectMs));
  url.searchParams.set('socketTimeout', String(Math.min(20_000, Math.floor(leaseMs / 3))));
  // As many connections as the sender keeps messages in flight (CAMPAIGN_SMTP_CONNECTIONS, decision
  // 086); each message built by us (mime.ts) and handed over as bytes (decision 094).
  const lanes = createSmtpLanes(url.toString(), connections);
  return {
    send: async (mail) => lanes.send(buildMessage(mail)),
    close: () => lanes.close(),
  };
}
