// The words on Home (spec §1): banner slides, why-us text, feature boxes, product tiles, call to action.
import type { ProductTileSlug } from './page-meta.ts';
import type { IllustrationKind } from './product-pages.ts';

export type BannerSlide = {
  heading: string;
  text: string;
  buttonLabel: string;
  /** The anchor on Home the slide's button scrolls to. */
  target: 'whyus' | 'features' | 'products';
  illustration: IllustrationKind;
};

export const bannerSlides: BannerSlide[] = [
  {
    heading: 'Know your market before your competitors do',
    text: 'Curated orders, market and economic data for manufacturing technology, in one place.',
    buttonLabel: 'Why MTI',
    target: 'whyus',
    illustration: 'orders-bars',
  },
  {
    heading: 'See it, slice it, share it',
    text: 'Interactive dashboards and self-service analytics that answer the next question too.',
    buttonLabel: 'Explore the features',
    target: 'features',
    illustration: 'visuals-dashboard',
  },
  {
    heading: 'One portal, six products',
    text: 'From monthly orders to trade-show prospecting, pick the tools that fit your business.',
    buttonLabel: 'See the products',
    target: 'products',
    illustration: 'us-map',
  },
];

export const whyUs = {
  heading: 'Decisions grounded in industry data',
  paragraphs: [
    'MTI Portal brings together the data our association has gathered from manufacturers, distributors and trade shows for decades — orders, market potential, economic indicators and show attendance — and turns it into tools you can use every day.',
    'The data is curated and diverse: reported by the companies that take the orders, reconciled to common definitions and refreshed on a fixed calendar. Interactive visuals show the picture at a glance, and analytics let you slice and dice it, model what-if scenarios and blend it with your own numbers.',
  ],
};

export type FeatureBox = { title: string; text: string; to: '/data' | '/visuals' | '/analytics' | '/support' };

export const featureBoxes: FeatureBox[] = [
  {
    title: 'Curated Data',
    text: 'Diverse, reconciled industry data you can trust, refreshed every month.',
    to: '/data',
  },
  {
    title: 'Intuitive Visuals',
    text: 'Interactive dashboards and maps that make the trend obvious.',
    to: '/visuals',
  },
  {
    title: 'Powerful Analytics',
    text: 'Slice and dice, build what-if scenarios and blend in your own data.',
    to: '/analytics',
  },
  {
    title: 'Support',
    text: 'People who know the data, a phone call or an e-mail away.',
    to: '/support',
  },
];

export const productsSection = {
  heading: 'Our products',
  text: 'Each product answers a different question about the manufacturing-technology market. Subscribe to one, or combine them.',
};

/** One line per tile; the tile's name and link come from the product page. */
export const productTileTexts: Record<ProductTileSlug, string> = {
  mapus: 'County-level demand for manufacturing technology, mapped and ranked.',
  usmto: 'Monthly U.S. orders of manufacturing technology by region and category.',
  workholding: 'Orders and the monthly arrow indicator for workholding products.',
  'usmto-territory-wizard': 'USMTO orders and market potential for the territories you define.',
  'imts-exhibitor-passport': 'Prospects, leads and e-mail campaigns for IMTS and regional show exhibitors.',
  'economic-trends': 'Leading indicators and forecasts for the manufacturing-technology cycle.',
};

export const contactCta = {
  heading: 'Not sure which product fits?',
  text: 'Tell us what you are trying to decide and we will show you where the answer is.',
  buttonLabel: 'CONTACT US',
};

export const subscribeCopy = {
  heading: 'Product news in your inbox',
  text: 'New data releases, product features and webinars, about once a month. We will ask you to confirm your address first, and every message has an unsubscribe link.',
  label: 'Work e-mail',
  button: 'Subscribe',
  sent: 'Thank you. Please check your inbox: we have sent a link to confirm your subscription.',
};
