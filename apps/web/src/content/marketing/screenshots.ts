// The screenshots of the apps on the marketing pages' carousels: taken from the running app with
// its seeded sample data by `npm run screenshots` (scripts/screenshots.mjs, which reads the same
// names), committed under apps/web/public/screenshots/<name>.webp. Each alt text says what the
// picture shows; the carousel labels every picture as sample data.

export type ScreenshotName =
  | 'myapps'
  | 'usmto-analyzer'
  | 'usmto-by-month'
  | 'usmto-territory-dashboard'
  | 'map-states'
  | 'map-top-industries'
  | 'territory-wizard'
  | 'awt-dashboard'
  | 'awt-detail'
  | 'econ-dashboard'
  | 'econ-detail'
  | 'passport-analytics'
  | 'passport-search'
  | 'passport-campaigns';

/** Every screenshot is stored at this size (3:2, the carousel's frame). */
export const SCREENSHOT_SIZE = { width: 960, height: 640 } as const;

export const screenshotAlt: Record<ScreenshotName, string> = {
  myapps: 'The My MTApps launcher: a card for each subscribed app with its data dates, grouped by product.',
  'usmto-analyzer': 'The analyzer on USMTO orders: a pivot table of orders by dimension with the field list beside it.',
  'usmto-by-month': 'The analyzer on USMTO orders with a row per month: orders in dollars and units over time.',
  'usmto-territory-dashboard':
    'The USMTO territory dashboard: key figures, orders month by month and orders by region in bars.',
  'map-states': 'Map U.S. Markets: a map of the United States shaded by estimated machine-tool consumption per state.',
  'map-top-industries':
    'Map U.S. Markets with a state chosen: its top manufacturing industries listed by estimated consumption.',
  'territory-wizard':
    'The USMTO Territory Wizard: territories drawn on the map, with each one’s market potential and orders.',
  'awt-dashboard':
    'The Advanced Workholding dashboard: monthly orders by category and region with month-over-month arrows.',
  'awt-detail':
    'The Advanced Workholding dashboard further down: orders by workholding category and region over the months.',
  'econ-dashboard':
    'The Economic Trends dashboard: leading indicators over time with a 12-month forecast and its band.',
  'econ-detail':
    'The Economic Trends dashboard further down: each indicator’s change on a year earlier and the forecast table with its band.',
  'passport-analytics': 'IMTS Exhibitor Passport analytics: charts of the exhibitor’s leads by interest and region.',
  'passport-search': 'IMTS Exhibitor Passport contact search: filters on the left and the matching attendees listed.',
  'passport-campaigns': 'Passport E-mail Campaigns: the exhibitor’s campaigns with their status, list and schedule.',
};

export const screenshotSrc = (name: ScreenshotName) => `/screenshots/${name}.webp`;
