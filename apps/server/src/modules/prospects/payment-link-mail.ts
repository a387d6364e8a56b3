// The mail with a prospect transaction's payment link (decision 070), sent by the job queue: the
// console's request only queues it, in the transaction that creates the transaction, so that a
// slow relay delays nobody and a transaction never exists without its mail queued. The link is the
// prospect order page (spec §2 prospects/{tuid}); it needs the prospect's own sign-in, so it is no
// secret and no token is minted.
import type { Db } from '../../platform/db.ts';
import type { JobPayload, JobQueue } from '../../platform/jobs.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { mailContactOf } from '../identity/service.ts';
import { findTransaction, markLinkSent } from './queries.ts';

export const PAYMENT_LINK_MAIL_JOB = 'prospects.payment-link-mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

export function paymentLinkMail(m: {
  to: string;
  nameFirst: string;
  title: string;
  amountCents: number;
  comment: string;
  link: string;
}): MailMessage {
  const greeting = m.nameFirst ? `Hello ${m.nameFirst},` : 'Hello,';
  const offer = `Your order of ${m.title} is ready for payment: ${usd(m.amountCents)}.`;
  const how = 'Sign in to the MTI Portal and pay it with the link below; the download is yours once it is paid.';
  const lines = [greeting, offer, ...(m.comment ? [m.comment] : []), how];
  return {
    to: m.to,
    subject: `Your MTI Portal order: ${m.title}`,
    text: `${lines.join('\n\n')}\n\nPay your order: ${m.link}\n`,
    html: [
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;line-height:1.5">',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(m.link)}">Pay your order</a></p>`,
      '</body></html>',
    ].join('\n'),
  };
}

type MailDeps = { db: Db; mailer: Mailer; publicUrl: string };

async function mailPaymentLink({ db, mailer, publicUrl }: MailDeps, payload: JobPayload) {
  const tuid = typeof payload.tuid === 'string' ? payload.tuid : '';
  const row = await findTransaction(db, tuid);
  if (!row || row.isProcessed || row.cancelledAt) return; // paid or cancelled meanwhile: nothing to ask for
  const contact = await mailContactOf({ db, siteId: row.siteId });
  if (!contact) return;
  await mailer.send(
    paymentLinkMail({
      to: contact.email,
      nameFirst: contact.nameFirst,
      title: row.downloadTitle,
      amountCents: row.amountCents,
      comment: row.comment,
      link: `${publicUrl}/prospects/${encodeURIComponent(row.tuid)}`,
    }),
  );
  await markLinkSent(db, row.tuid);
}

export function definePaymentLinkJobs(jobs: JobQueue, deps: MailDeps): void {
  jobs.define(PAYMENT_LINK_MAIL_JOB, (payload) => mailPaymentLink(deps, payload));
}
