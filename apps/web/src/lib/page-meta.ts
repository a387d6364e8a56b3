// What a route tells search engines and link previews about its page. Routes carry it in
// `handle.meta`; the layout writes it into <head> on every navigation, and the build writes it
// into each prerendered page.
export type PageMeta = {
  title: string;
  description: string;
  /** Public pages are rendered to static HTML at build time and listed in the sitemap. */
  prerender?: boolean;
  /** Pages that must never be indexed (one-time links). */
  noindex?: boolean;
};

export type RouteHandle = { meta?: PageMeta };

export const SITE_NAME = 'MTI Portal';

/** "Page — MTI Portal", except where the page's title already names the site. */
export function documentTitle(meta: PageMeta): string {
  return meta.title.includes(SITE_NAME) ? meta.title : `${meta.title} — ${SITE_NAME}`;
}

/** The address search engines should index for a path: lower-case, no trailing slash. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}
