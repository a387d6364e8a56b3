// Spec §3: an order's description is HTML. Only text formatting survives, so a description can
// never add a link, a script, an image or a form to the page.
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'small', 'sup', 'sub', 'span', 'br', 'p', 'ul', 'ol', 'li'];

export function sanitizeOrderDescription(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
