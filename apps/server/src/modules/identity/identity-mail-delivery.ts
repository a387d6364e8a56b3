// How the identity calls send their mails (identity-mails.ts writes them): after the answer, with
// the support contact of the site configuration.
import type { MailMessage } from '../../platform/mail.ts';
import { getSiteConfig } from '../content/service.ts';
import type { IdentityDeps } from './identity-deps.ts';
import type { SupportContact } from './identity-mails.ts';
import type { UserRow } from './queries.ts';

const FALLBACK_SUPPORT: SupportContact = { email: 'support@mti-portal.example', phone: '(703) 555-0142' };

/** What every identity mail to this user needs: address, names, links and the support contact. */
export async function mailBasics(deps: IdentityDeps, user: UserRow) {
  const support = await getSiteConfig({ db: deps.db })
    .then((c) => ({ email: c.supportEmail, phone: c.supportPhone }))
    .catch(() => FALLBACK_SUPPORT);
  return {
    to: user.email,
    nameFirst: user.nameFirst,
    userid: user.userid,
    forgotPasswordUrl: `${deps.publicUrl}/forgotpassword`,
    support,
  };
}

/**
 * Sent after the answer: a slow relay neither delays the page nor, for the recovery calls, tells
 * by its timing whether the address has an account. A failure is logged (never the body).
 */
export function sendLater(deps: Pick<IdentityDeps, 'mailer' | 'log'>, message: MailMessage) {
  deps.mailer.send(message).catch((err: Error) => {
    deps.log.error({ err: { message: err.message }, to: message.to, subject: message.subject }, 'mail not sent');
  });
}
