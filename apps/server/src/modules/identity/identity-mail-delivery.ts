// What every identity mail needs (identity-mails.ts writes them, identity-mail-jobs.ts sends them):
// the user's address and names, the links and the support contact of the site configuration.
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
