// Where the header's marketing links, the footer and the app dropdown appear (spec §2, Header and footer).
import { DEFAULT_LAYOUT_ROUTES } from '@mti/contracts/content/layout-routes';

// The defaults until an administrator saves the lists in the console (the site configuration's layoutRoutes).
/** Route prefixes on which the Features and Products links are hidden. */
export const HIDE_MARKETING_LINKS_ON = DEFAULT_LAYOUT_ROUTES.hideMarketingLinksOn;
/** Route prefixes on which the footer is hidden (full-size viewers). */
export const HIDE_FOOTER_ON = DEFAULT_LAYOUT_ROUTES.hideFooterOn;
/** Route prefixes on which the app dropdown shows, when signed in and an app title is known. */
export const APP_DROPDOWN_ON = DEFAULT_LAYOUT_ROUTES.appDropdownOn;

// The matcher the server uses too, on the prerendered pages (decision 080).
export { matchesPrefix } from '@mti/contracts/content/layout-routes';
