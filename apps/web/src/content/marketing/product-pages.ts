// The nine marketing pages (spec §2): what each says, its carousel, its features and its related pages.
// Wording is ours; product names follow spec §1. Names and summaries live in page-meta.ts.
import { type MarketingPageSlug, marketingPageMeta } from './page-meta.ts';
import type { ScreenshotName } from './screenshots.ts';

export type { MarketingPageSlug };

/** A drawing of Home's banner (drawn by the marketing feature's illustration component). */
export type IllustrationKind =
  | 'orders-bars'
  | 'orders-table'
  | 'orders-forecast'
  | 'us-map'
  | 'territory-split'
  | 'territory-ranking'
  | 'workholding-share'
  | 'workholding-arrows'
  | 'trend-lines'
  | 'trend-gauge'
  | 'passport-funnel'
  | 'passport-campaign'
  | 'data-sources'
  | 'data-blend'
  | 'visuals-dashboard'
  | 'visuals-drill'
  | 'analytics-pivot'
  | 'analytics-what-if';

/** A carousel slide: a screenshot of the app with its sample data (content/marketing/screenshots.ts). */
export type CarouselSlide = { title: string; caption: string; screenshot: ScreenshotName };

export type ProductFeature = { title: string; text: string };

export type MarketingPage = {
  slug: MarketingPageSlug;
  /** Short name used on tiles, in Related Projects and in the demo request subject. */
  name: string;
  heading: string;
  /** The page's meta description (also its Open Graph description). */
  summary: string;
  intro: string;
  slides: CarouselSlide[];
  features: ProductFeature[];
  /** Who the product is for, shown next to the feature list. */
  audience: string;
  related: MarketingPageSlug[];
};

const pageCopy: Record<MarketingPageSlug, Omit<MarketingPage, 'name' | 'summary'>> = {
  data: {
    slug: 'data',
    heading: 'Curated data you can put to work on day one',
    intro:
      'Every figure in the portal has been collected, checked and reconciled before you see it: monthly orders reported by manufacturers and distributors, regional market estimates, trade flows and the economic indicators that lead them. You spend your time deciding, not cleaning spreadsheets.',
    slides: [
      {
        title: 'Many sources, one consistent view',
        caption:
          'Survey returns, trade statistics and economic series are mapped to the same regions, industries and machine categories.',
        screenshot: 'myapps',
      },
      {
        title: 'Blend in your own numbers',
        caption: 'Upload your sales or quoting history and compare it with the market, territory by territory.',
        screenshot: 'usmto-analyzer',
      },
      {
        title: 'History you can trust',
        caption: 'Long monthly series, revised in the open, so trends are not artefacts of changing definitions.',
        screenshot: 'usmto-by-month',
      },
    ],
    features: [
      {
        title: 'Diverse coverage',
        text: 'Orders, shipments, market potential, imports and exports, and leading economic indicators in one place.',
      },
      {
        title: 'Reconciled definitions',
        text: 'Regions, industries (NAICS) and machine categories are harmonised across every data set.',
      },
      {
        title: 'Monthly refresh',
        text: 'New months are published on a fixed calendar, with revisions flagged so you know what changed.',
      },
      {
        title: 'Your data alongside ours',
        text: 'Blend your own files with the portal’s data without sending them anywhere else.',
      },
      {
        title: 'Confidential by design',
        text: 'Individual company submissions are only ever published as aggregates.',
      },
    ],
    audience: 'For market analysts, sales operations and leadership teams who need figures they can defend.',
    related: ['visuals', 'analytics', 'usmto'],
  },
  visuals: {
    slug: 'visuals',
    heading: 'Interactive visuals that make the story obvious',
    intro:
      'Good charts shorten meetings. The portal’s dashboards are designed around the questions our members ask most — where demand is growing, which industries are buying, how my territory compares — and every chart responds to a click.',
    slides: [
      {
        title: 'Dashboards that answer real questions',
        caption: 'Start from a ready-made view of orders, market share or leading indicators.',
        screenshot: 'usmto-territory-dashboard',
      },
      {
        title: 'Click to drill down',
        caption: 'From the nation to a state, from a state to a county, from all machines to one category.',
        screenshot: 'usmto-by-month',
      },
      {
        title: 'Maps that show where',
        caption: 'Shaded maps reveal where demand is concentrated and where it is moving.',
        screenshot: 'map-states',
      },
    ],
    features: [
      {
        title: 'Ready-made dashboards',
        text: 'Curated views for each product, kept up to date with every data release.',
      },
      { title: 'Drill-down everywhere', text: 'Click any bar, line or region to see what is behind it.' },
      {
        title: 'Readable at a glance',
        text: 'Consistent colours, clear labels and thousands separators — no decoding required.',
      },
      { title: 'Export and share', text: 'Save a view as an image or data file for your own presentations.' },
    ],
    audience: 'For anyone who needs to explain the market to colleagues, customers or a board.',
    related: ['data', 'analytics', 'mapus'],
  },
  analytics: {
    slug: 'analytics',
    heading: 'Analytics that go as deep as your question',
    intro:
      'When a dashboard is not enough, the analyzer lets you pivot the data yourself: choose the measures and dimensions, filter, sort, compare periods and model what-if scenarios. Your analyses are saved in your own files and update when new data arrives.',
    slides: [
      {
        title: 'Slice and dice by any dimension',
        caption: 'Pivot by region, industry, machine category, period or your own territories.',
        screenshot: 'usmto-analyzer',
      },
      {
        title: 'What-if scenarios',
        caption: 'Change an assumption — growth rate, market share, price — and see the effect at once.',
        screenshot: 'usmto-by-month',
      },
      {
        title: 'Forecast with context',
        caption: 'Set your plans against leading indicators and the order trend.',
        screenshot: 'econ-dashboard',
      },
    ],
    features: [
      { title: 'Self-service pivots', text: 'Drag measures and dimensions to build the table you need.' },
      { title: 'What-if modelling', text: 'Test assumptions side by side before you commit to a plan.' },
      { title: 'Saved analyses', text: 'Keep your work in My Files; it refreshes with each data release.' },
      { title: 'Blend your own data', text: 'Combine your uploads with market data in the same analysis.' },
      { title: 'Fast on large data', text: 'Queries over millions of rows answer in moments.' },
    ],
    audience: 'For analysts and planners who want to ask their own questions of the data.',
    related: ['data', 'visuals', 'usmto-territory-wizard'],
  },
  usmto: {
    slug: 'usmto',
    heading: 'USMTO — U.S. Manufacturing Technology Orders',
    intro:
      'USMTO reports what the industry actually ordered, month by month, from the companies that took the orders. Participants see the national and regional totals by machine category within weeks of the month’s close — the earliest hard signal of where capital spending is heading.',
    slides: [
      {
        title: 'Orders, month by month',
        caption: 'National and regional orders in dollars and units, with the year-to-date comparison.',
        screenshot: 'usmto-by-month',
      },
      {
        title: 'Every machine category',
        caption: 'Metal cutting, metal forming and fabricating, additive and more — each with its own trend.',
        screenshot: 'usmto-analyzer',
      },
      {
        title: 'See the turn early',
        caption: 'Three- and twelve-month moving averages show when the cycle changes direction.',
        screenshot: 'usmto-territory-dashboard',
      },
    ],
    features: [
      { title: 'Reported, not estimated', text: 'Totals come from the order books of participating companies.' },
      {
        title: 'Regional detail',
        text: 'Orders for each U.S. region, so you can compare your territory with the market.',
      },
      { title: 'Machine categories', text: 'Trends for every category the programme tracks.' },
      { title: 'Participant benchmarks', text: 'Participants compare their own orders with the market’s.' },
      { title: 'USMTO in Advance', text: 'Submit your month by the 15th and see the totals before public release.' },
    ],
    audience: 'For manufacturers and distributors of machine tools and related technology.',
    related: ['usmto-territory-wizard', 'mapus', 'economic-trends'],
  },
  mapus: {
    slug: 'mapus',
    heading: 'Map U.S. Markets — see where demand is',
    intro:
      'Map U.S. Markets estimates how much manufacturing technology each state and county consumes, from the plants located there and the industries they serve. Shade the map by consumption, establishments or employment for any manufacturing industry, then open the places that matter most to your business.',
    slides: [
      {
        title: 'The whole country, county by county',
        caption: 'Shade the map by estimated consumption, plants or employment.',
        screenshot: 'map-states',
      },
      {
        title: 'Rank the opportunities',
        caption: 'Sort states and counties by estimated consumption, establishments or employment.',
        screenshot: 'map-states',
      },
      {
        title: 'Industries behind the numbers',
        caption: 'See which industries drive demand in each place.',
        screenshot: 'map-top-industries',
      },
    ],
    features: [
      {
        title: 'County-level estimates',
        text: 'Demand estimates for every U.S. county, by NAICS manufacturing industry.',
      },
      { title: 'Industry mix', text: 'Break each market down by the industries that buy.' },
      { title: 'Ranked lists', text: 'Find the top markets for your products in seconds.' },
      {
        title: 'Export for planning',
        text: 'Export the table as CSV, or open any place and industry in the analyzer.',
      },
    ],
    audience: 'For sales leaders, distributors and marketers planning where to invest.',
    related: ['usmto-territory-wizard', 'usmto', 'visuals'],
  },
  'usmto-territory-wizard': {
    slug: 'usmto-territory-wizard',
    heading: 'USMTO Territory Wizard — orders for the territory you sell in',
    intro:
      'Your territories rarely follow the regions in a report. The Territory Wizard lets you draw them the way you sell — by state, county or 3-digit ZIP area — and then measures orders and market potential for each one, so quotas and coverage reflect the real market.',
    slides: [
      {
        title: 'Build territories your way',
        caption: 'Group states, counties and ZIP areas into the territories your team covers.',
        screenshot: 'territory-wizard',
      },
      {
        title: 'Orders and potential per territory',
        caption: 'See each territory’s share of national orders and estimated demand.',
        screenshot: 'usmto-territory-dashboard',
      },
      {
        title: 'Fair quotas',
        caption: 'Set targets from market potential rather than last year’s habit.',
        screenshot: 'territory-wizard',
      },
    ],
    features: [
      { title: 'Flexible territory builder', text: 'Combine any states, counties and 3-digit ZIP areas.' },
      { title: 'Territory orders', text: 'USMTO orders allocated to your territories.' },
      { title: 'Market potential', text: 'Estimated demand per territory to size the opportunity.' },
      { title: 'Share of market', text: 'Compare your results with each territory’s potential.' },
    ],
    audience: 'For sales managers and distributors assigning territories and targets.',
    related: ['usmto', 'mapus', 'analytics'],
  },
  workholding: {
    slug: 'workholding',
    heading: 'Advanced Workholding Technology — the market for holding the work',
    intro:
      'Workholding sits next to every machine tool, and its orders move with the machines they serve. Advanced Workholding Technology reports participants’ orders by product category and region, and summarises the direction of every category each month with two arrows: against the months just before and against a year earlier.',
    slides: [
      {
        title: 'Orders by product category',
        caption: 'Power and manual chucks, vises, collets, fixtures, zero-point, magnetic and vacuum workholding.',
        screenshot: 'awt-dashboard',
      },
      {
        title: 'The monthly arrow indicators',
        caption: 'Up, level or down, month over month and year over year, for every category at a glance.',
        screenshot: 'awt-detail',
      },
      {
        title: 'The trend behind the arrows',
        caption: 'Orders month by month, with the three-month moving total the arrows compare.',
        screenshot: 'awt-dashboard',
      },
    ],
    features: [
      { title: 'Participant-reported orders', text: 'Totals built from the order books of participating companies.' },
      {
        title: 'Arrow indicators',
        text: 'Two arrows per product category, by one published rule; small groups stay confidential.',
      },
      { title: 'Regional view', text: 'See where workholding demand is strongest, or filter to one region.' },
      { title: 'In the analyzer', text: 'Slice the orders by month, region and category, and export them.' },
    ],
    audience: 'For manufacturers and distributors of workholding products.',
    related: ['usmto', 'economic-trends', 'analytics'],
  },
  'economic-trends': {
    slug: 'economic-trends',
    heading: 'Economic Trends — leading indicators for manufacturing technology',
    intro:
      'Capital equipment orders follow the economy with a lag. Economic Trends tracks indicators that move first — capacity utilization, a purchasing managers index, durable goods orders and machine-tool orders — and projects each one twelve months ahead with a stated method and a band that shows how uncertain the projection is.',
    slides: [
      {
        title: 'The indicators that lead',
        caption: 'A curated set of monthly series with a lead over manufacturing-technology orders.',
        screenshot: 'econ-dashboard',
      },
      {
        title: 'Against a year earlier',
        caption: 'The latest value of every indicator and its change on a year earlier, side by side.',
        screenshot: 'econ-detail',
      },
      {
        title: 'Forecasts with their band',
        caption: 'A 12-month forecast for each indicator, with its 80% band and the method in one sentence.',
        screenshot: 'econ-dashboard',
      },
    ],
    features: [
      { title: 'Curated indicators', text: 'The series that matter for our industry, not every series there is.' },
      { title: 'Year-over-year view', text: 'Each indicator’s change on the same month a year earlier.' },
      { title: 'Forecasts', text: 'Twelve months ahead, with an 80% band, in the chart and in a table.' },
      {
        title: 'Export and analyze',
        text: 'Download history, forecast and band as CSV, or open the series in the analyzer.',
      },
    ],
    audience: 'For executives, planners and analysts who budget around the business cycle.',
    related: ['usmto', 'workholding', 'data'],
  },
  'imts-exhibitor-passport': {
    slug: 'imts-exhibitor-passport',
    heading: 'IMTS Exhibitor Passport — turn show traffic into customers',
    intro:
      'The Exhibitor Passport gives exhibitors at IMTS and four regional shows a prospecting tool built on the shows’ registration data. Find the attendees who match your customers, see who visited your booth, and follow up with e-mail campaigns — all within the rules that protect attendees’ privacy.',
    slides: [
      {
        title: 'Find prospects among attendees',
        caption:
          'Filter registrations, leads and opportunities by industry, product interest, plant size, buying role and job function.',
        screenshot: 'passport-search',
      },
      {
        title: 'Know your leads',
        caption: 'See the leads scanned at your booth and the opportunities scanned elsewhere on the show floor.',
        screenshot: 'passport-analytics',
      },
      {
        title: 'Follow up by e-mail',
        caption: 'Create, proof and schedule campaigns to the lists you saved.',
        screenshot: 'passport-campaigns',
      },
    ],
    features: [
      {
        title: 'Find Prospects',
        text: 'Search attendees by show year and contact type, add filters and save the result as a list.',
      },
      {
        title: 'My Analytics',
        text: 'Leads and opportunities by industry, product interest, plant size, buying role and job function.',
      },
      { title: 'Saved lists and filters', text: 'Keep, refresh, rename and export what you found.' },
      {
        title: 'Search Contacts',
        text: 'Look people up by name, title, company or location, including a zip-code radius.',
      },
      { title: 'E-mail campaigns', text: 'Create, proof and schedule campaigns to opted-in contacts.' },
    ],
    audience:
      'For exhibitors holding a booth contract for the show cycle. A show subscription covers three employees; each regional show app covers one.',
    related: ['mapus', 'usmto', 'visuals'],
  },
};

export const marketingPages = Object.fromEntries(
  Object.entries(pageCopy).map(([slug, copy]) => [slug, { ...copy, ...marketingPageMeta[slug as MarketingPageSlug] }]),
) as Record<MarketingPageSlug, MarketingPage>;
