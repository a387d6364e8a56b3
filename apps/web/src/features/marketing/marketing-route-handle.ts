// The handle a marketing page's route carries: its own file, so the lazily loaded page can read it
// without importing routes.tsx, which imports the page.
import type { MarketingPageSlug } from '../../content/marketing/page-meta.ts';
import type { RouteHandle } from '../../lib/page-meta.ts';

/** A marketing page's route says which page it shows. */
export type MarketingRouteHandle = RouteHandle & { slug: MarketingPageSlug };
