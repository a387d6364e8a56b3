// The header's and footer's route lists (spec §2 "Header and footer": configured lists of route
// prefixes), kept in the main configuration and edited from the admin console. Until an
// administrator saves them, the defaults below apply.
import { z } from 'zod';

export const ROUTE_PREFIX_INVALID = 'Each route starts with / and has no spaces, such as /myapps.';
export const routePrefixDuplicate = (prefix: string) => `${prefix} is listed twice.`;

/** Why a list of route prefixes cannot be saved, or null. Compared as the layout matches them (case-insensitive). */
export function routePrefixesProblem(prefixes: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const prefix of prefixes) {
    if (!/^\/\S*$/.test(prefix) || prefix.length > 200) return ROUTE_PREFIX_INVALID;
    const key = prefix.toLowerCase().replace(/\/+$/, '') || '/';
    if (seen.has(key)) return routePrefixDuplicate(prefix);
    seen.add(key);
  }
  return null;
}

const routePrefixList = z
  .array(z.string().trim())
  .max(100)
  .superRefine((list, ctx) => {
    const problem = routePrefixesProblem(list);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The header's and footer's route lists (spec §2): where each part of the layout is hidden or shown. */
export const layoutRoutesSchema = z.object({
  /** Route prefixes on which the Features and Products links are hidden. */
  hideMarketingLinksOn: routePrefixList,
  /** Route prefixes on which the footer is hidden. */
  hideFooterOn: routePrefixList,
  /** Route prefixes on which the app dropdown shows (signed in, an app title known). */
  appDropdownOn: routePrefixList,
});
export type LayoutRoutes = z.infer<typeof layoutRoutesSchema>;

export const DEFAULT_LAYOUT_ROUTES: LayoutRoutes = {
  hideMarketingLinksOn: [
    '/myapps',
    '/myfiles',
    '/myaccount',
    '/analytics/viewer',
    '/analyzer/viewer',
    '/tableau/viewer',
    '/cds',
    '/passport',
    '/payment',
    '/prospects',
    '/surveyApp',
    '/productData',
    '/techtrends',
    '/documentation',
    '/changepassword',
    '/admin',
  ],
  hideFooterOn: ['/analytics/viewer', '/analyzer/viewer', '/tableau/viewer', '/cds', '/productData'],
  appDropdownOn: ['/analytics/viewer', '/analyzer/viewer', '/tableau/viewer', '/cds', '/passport'],
};

/**
 * True when the path is one of the prefixes or below one, case and a trailing slash ignored (as
 * routePrefixesProblem compares them: a saved `/usmto/` is `/usmto`).
 */
export function matchesPrefix(pathname: string, prefixes: readonly string[]): boolean {
  const lower = pathname.toLowerCase();
  return prefixes.some((p) => {
    const prefix = p.toLowerCase().replace(/\/+$/, '') || '/';
    return lower === prefix || lower.startsWith(`${prefix}/`);
  });
}

/**
 * The parts of the layout the prerendered markup marks with `data-layout-part` (app header and
 * footer), which the lists can hide; the server hides them on a prerendered page (decision 080).
 */
export const LAYOUT_PARTS = ['marketing-links', 'footer'] as const;
export type LayoutPart = (typeof LAYOUT_PARTS)[number];

/** The parts the lists hide on a page path: what the app's layout leaves out there. */
export function hiddenLayoutParts(pathname: string, routes: LayoutRoutes): LayoutPart[] {
  const parts: LayoutPart[] = [];
  if (matchesPrefix(pathname, routes.hideMarketingLinksOn)) parts.push('marketing-links');
  if (matchesPrefix(pathname, routes.hideFooterOn)) parts.push('footer');
  return parts;
}
