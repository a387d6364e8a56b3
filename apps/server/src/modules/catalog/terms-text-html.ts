// The public legal pages of app terms (/legal/techtrends-terms, /legal/economic-trends-terms) with
// the console's published text (decision 084). The pages are prerendered with a slot in place of the
// text (`data-published-terms-slot="<terms key>"`); the server fills it as it serves the page, so a
// visitor without the app sees the current version at the first paint. The text is drawn from the
// same parsed blocks as the web's TermsText, every word escaped: never the stored text as HTML.
import { APP_TERMS_PAGES } from '@mti/contracts/catalog/catalog-api';
import { parseTermsText, type TermsInline, termsHrefAllowed } from '@mti/contracts/catalog/terms-text';
import type { Db } from '../../platform/db.ts';
import { currentTermsText } from './terms-texts.ts';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

function inlineHtml(parts: TermsInline[]): string {
  return parts
    .map((part) => {
      if (part.kind === 'text' || !termsHrefAllowed(part.href)) return escapeHtml(part.text);
      const external = part.href.startsWith('https://') ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(part.href)}"${external}>${escapeHtml(part.text)}</a>`;
    })
    .join('');
}

/** A terms text as the HTML of a legal page (level-2 headings under the page's h1). */
export function termsTextHtml(body: string): string {
  return parseTermsText(body)
    .map((block) => {
      if (block.kind === 'heading') return `<h2>${escapeHtml(block.text)}</h2>`;
      if (block.kind === 'list')
        return `<ul>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`;
      return `<p>${inlineHtml(block.parts)}</p>`;
    })
    .join('');
}

const NOT_PUBLISHED_HTML = '<p role="alert">The terms could not be loaded. Please try again later.</p>';

/** Puts `html` in place of the page's slot for `termsKey`, in a div with the slot's class. */
export function fillTermsSlot(page: string, termsKey: string, html: string): string {
  const slot = new RegExp(`<p([^>]*)\\sdata-published-terms-slot="${termsKey}"([^>]*)>[^<]*</p>`);
  return page.replace(slot, (_whole, before: string, after: string) => {
    const className = `${before} ${after}`.match(/\sclass="([^"]*)"/)?.[1] ?? '';
    return `<div class="${className}" data-published-terms="${termsKey}">${html}</div>`;
  });
}

const pageKeys: ReadonlyMap<string, string> = new Map(
  Object.entries(APP_TERMS_PAGES).map(([page, termsKey]) => [`/legal/${page}`, termsKey]),
);

/**
 * For the web app's page server: the fill of a page path that shows an app terms text (null for
 * any other page), named by its version so the served page is made once per version.
 */
export function publishedTermsPageFill(db: Db) {
  return async (pagePath: string) => {
    const termsKey = pageKeys.get(pagePath);
    if (!termsKey) return null;
    const current = await currentTermsText(db, termsKey);
    const html = current.body === null ? NOT_PUBLISHED_HTML : termsTextHtml(current.body);
    return { id: `${termsKey}@${current.version}`, apply: (page: string) => fillTermsSlot(page, termsKey, html) };
  };
}
