// A prerendered page (built by app/prerender) is hydrated, not rendered again: the route modules
// of the page must be loaded first, so that the first client render matches the HTML.
import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { canonicalPath } from '../lib/page-meta.ts';

/** True when #root holds the prerendered HTML of the current address (scripts/prerender.mjs marks it). */
export function hasPrerenderedPage(doc: Document, pathname: string): boolean {
  const path = doc.querySelector('meta[name="prerendered-path"]')?.getAttribute('content');
  return path != null && canonicalPath(path) === canonicalPath(pathname);
}

/**
 * Shows again what the server hid on a prerendered page for the configured lists (decision 080):
 * the app hydrates the page as built and hides those parts itself once it has the configuration,
 * so that no part keeps the server's `hidden` on the pages it shows on after a navigation.
 */
export function unhideLayoutParts(root: ParentNode): void {
  for (const part of root.querySelectorAll('[data-layout-part][hidden]')) part.removeAttribute('hidden');
}

/** Resolves the lazy route modules matching the path, in place, as the router would on navigation. */
export async function loadMatchedRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}

/**
 * Marks <html data-app-ready> once the app has rendered or hydrated: until then a prerendered
 * page shows but does not answer clicks. Tests and monitoring wait for it; it renders nothing.
 */
export function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
