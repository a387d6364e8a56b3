// Keeps <head> in step with the page on client-side navigation: title, description, canonical
// address and Open Graph tags from the deepest route's `handle.meta`. The build writes the same
// tags into each prerendered page, so a first visit has them before any script runs.
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { canonicalPath, documentTitle, type PageMeta, type RouteHandle } from '../../lib/page-meta.ts';

function setMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.append(el);
  }
  apply(el);
}

function metaTag(attr: 'name' | 'property', key: string, content: string) {
  setMeta(
    `meta[${attr}="${key}"]`,
    () => {
      const m = document.createElement('meta');
      m.setAttribute(attr, key);
      return m;
    },
    (el) => el.setAttribute('content', content),
  );
}

export function DocumentHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const meta = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.meta)?.handle as
    | { meta: PageMeta }
    | undefined;

  useEffect(() => {
    if (!meta) return;
    const title = documentTitle(meta.meta);
    document.title = title;
    // The prerendered canonical link carries the public origin the site was built for.
    const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const origin = existing ? new URL(existing.href).origin : window.location.origin;
    const url = `${origin}${canonicalPath(pathname)}`;
    metaTag('name', 'description', meta.meta.description);
    metaTag('property', 'og:title', title);
    metaTag('property', 'og:description', meta.meta.description);
    metaTag('property', 'og:url', url);
    setMeta(
      'link[rel="canonical"]',
      () => {
        const l = document.createElement('link');
        l.rel = 'canonical';
        return l;
      },
      (el) => el.setAttribute('href', url),
    );
    if (meta.meta.noindex) metaTag('name', 'robots', 'noindex');
    else document.head.querySelector('meta[name="robots"]')?.remove();
  }, [meta, pathname]);

  return null;
}
