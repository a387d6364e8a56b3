// The tel: address of a displayed phone number. No zod here, so that the prerendered public pages'
// small scripts can import it without the schema library (apps/web app/static-page.ts).

/** The tel: address of a displayed phone number (digits and a leading +; US numbers get +1). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}
