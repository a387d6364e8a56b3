// Where the header's marketing links, the footer and the app dropdown appear (spec §2, Header and footer).
/** Route prefixes on which the Features and Products links are hidden. */
export const HIDE_MARKETING_LINKS_ON = [
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
];
/** Route prefixes on which the footer is hidden (full-size viewers). */
export const HIDE_FOOTER_ON = ['/analytics/viewer', '/analyzer/viewer', '/tableau/viewer', '/cds', '/productData'];
/** Route prefixes on which the app dropdown shows, when signed in and an app title is known. */
export const APP_DROPDOWN_ON = ['/analytics/viewer', '/analyzer/viewer', '/tableau/viewer', '/cds', '/passport'];

export function matchesPrefix(pathname: string, prefixes: readonly string[]): boolean {
  const lower = pathname.toLowerCase();
  return prefixes.some((p) => {
    const prefix = p.toLowerCase();
    return lower === prefix || lower.startsWith(`${prefix}/`);
  });
}
