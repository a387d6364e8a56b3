// The product's app title may carry HTML (spec §3); the order heading shows it as plain text.
import DOMPurify from 'dompurify';

export function productTitleText(html: string): string {
  const safe = DOMPurify.sanitize(html.replace(/<br\s*\/?>/gi, ' '), { ALLOWED_TAGS: [], ALLOWED_ATTR: [] });
  const doc = new DOMParser().parseFromString(safe, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
