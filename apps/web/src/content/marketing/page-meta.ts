// Titles and descriptions of the public marketing pages, kept apart from the page copy so the
// route table (loaded on every visit) carries only these lines.
export type MarketingPageSlug =
  | 'data'
  | 'visuals'
  | 'analytics'
  | 'usmto'
  | 'mapus'
  | 'usmto-territory-wizard'
  | 'workholding'
  | 'economic-trends'
  | 'imts-exhibitor-passport';

export const homeMeta = {
  title: 'MTI Portal — Manufacturing Technology Insights',
  description:
    'Business intelligence for the manufacturing-technology industry: curated orders data, interactive visuals, powerful analytics and trade-show prospecting.',
};

export const supportMeta = {
  title: 'Support',
  description:
    'Reach the MTI Portal support team by phone, Monday to Friday 8am-5pm Eastern, or by e-mail, and find the help guide.',
};

/** name: the short name on tiles, in Related Projects and in the demo request subject. */
export const marketingPageMeta: Record<MarketingPageSlug, { name: string; summary: string }> = {
  data: {
    name: 'Curated Data',
    summary:
      'Order, shipment, trade and economic data for manufacturing technology, cleaned, reconciled and kept current by analysts who know the industry.',
  },
  visuals: {
    name: 'Intuitive Visuals',
    summary:
      'Dashboards, maps and charts built for manufacturing-technology data: filter, drill down and share the view that answers your question.',
  },
  analytics: {
    name: 'Powerful Analytics',
    summary:
      'Slice and dice manufacturing-technology data by any dimension, build what-if scenarios and save your analyses for next month’s refresh.',
  },
  usmto: {
    name: 'USMTO',
    summary:
      'Monthly U.S. orders of manufacturing technology by region and machine category, reported by participating manufacturers and distributors.',
  },
  mapus: {
    name: 'Map U.S. Markets',
    summary:
      'County-level estimates of manufacturing-technology demand across the United States, mapped and ranked so you know where to focus.',
  },
  'usmto-territory-wizard': {
    name: 'USMTO Territory Wizard',
    summary:
      'Define your own sales territories from states and counties and see USMTO orders and market potential for exactly those areas.',
  },
  workholding: {
    name: 'Advanced Workholding Technology',
    summary:
      'Monthly orders and market trends for chucks, vises, fixtures and other workholding technology, with the AWT monthly arrow indicator.',
  },
  'economic-trends': {
    name: 'Economic Trends',
    summary:
      'Leading economic indicators and forecasts for manufacturing technology, explained in plain language each month.',
  },
  'imts-exhibitor-passport': {
    name: 'IMTS Exhibitor Passport',
    summary:
      'For IMTS and regional show exhibitors: find prospects among attendees, save lists and filters, analyse your leads and send e-mail campaigns.',
  },
};

/** The nine marketing pages in the order of spec §2. */
export const marketingSlugs: MarketingPageSlug[] = [
  'analytics',
  'data',
  'visuals',
  'economic-trends',
  'imts-exhibitor-passport',
  'mapus',
  'usmto-territory-wizard',
  'usmto',
  'workholding',
];

/** Order of the six product tiles on Home (spec §2). */
export const productTileSlugs = [
  'mapus',
  'usmto',
  'workholding',
  'usmto-territory-wizard',
  'imts-exhibitor-passport',
  'economic-trends',
] as const satisfies readonly MarketingPageSlug[];
export type ProductTileSlug = (typeof productTileSlugs)[number];
