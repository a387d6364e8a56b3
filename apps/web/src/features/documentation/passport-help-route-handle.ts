// The handle an Exhibitor Passport help route carries: its own file, so the lazily loaded page can
// read it without importing routes.tsx, which imports the page.
import type { ExhibitorPassportHelpSlug } from '../../content/help/exhibitor-passport/page-meta.ts';
import type { RouteHandle } from '../../lib/page-meta.ts';

/** An Exhibitor Passport help route says which page it shows. */
export type PassportHelpRouteHandle = RouteHandle & { slug: ExhibitorPassportHelpSlug };
