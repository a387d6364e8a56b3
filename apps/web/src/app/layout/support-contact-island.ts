// The support contact on a prerendered page that runs without React (app/static-page.ts): the
// HTML carries the authored defaults; once the main configuration has loaded, the administrator's
// phone, e-mail and hours replace them, as useSupportContact does inside the app (decision 062).
import { telHref } from '@mti/contracts/common/tel-href';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** Writes the configured contact into every element marked data-contact (footer, Support page). */
export function applySupportContact(root: ParentNode, config: unknown) {
  const c = (config ?? {}) as { supportPhone?: unknown; supportEmail?: unknown; supportHours?: unknown };
  const phone = text(c.supportPhone);
  const email = text(c.supportEmail);
  const hours = text(c.supportHours);
  for (const el of root.querySelectorAll<HTMLElement>('[data-contact]')) {
    const kind = el.dataset.contact;
    if (kind === 'phone' && phone) {
      el.textContent = phone;
      el.setAttribute('href', telHref(phone));
    } else if (kind === 'email' && email) {
      el.textContent = email;
      el.setAttribute('href', `mailto:${email}`);
    } else if (kind === 'hours' && hours) {
      el.textContent = hours;
    }
  }
}
