// The support line and address the site shows (footer, Support, notices): the administrator's values
// from the main configuration once it has loaded; the authored defaults before it (and in prerendered pages).
import { DEFAULT_SUPPORT_HOURS, telHref } from '@mti/contracts/admin/console-site-settings';
import { siteContact } from '../content/site-contact.ts';
import { useSiteConfig } from './site-config.ts';

export type SupportContact = { phone: string; phoneHref: string; email: string; hours: string };

export function useSupportContact(): SupportContact {
  const config = useSiteConfig().data;
  const phone = config?.supportPhone ?? siteContact.phone;
  return {
    phone,
    phoneHref: telHref(phone),
    email: config?.supportEmail ?? siteContact.email,
    hours: config?.supportHours ?? DEFAULT_SUPPORT_HOURS,
  };
}
