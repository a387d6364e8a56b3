// Demo site configuration: redirects from the old site's addresses, role names, states.
import type { FiaConfig, SiteConfig } from '@mti/contracts/content/site-config';
import { US_STATES } from '../platform/us-states.ts';

export const SEED_SITE_CONFIG: SiteConfig = {
  redirectUrls: [
    { oldUrl: '/products/usmto', newUrl: '/usmto' },
    { oldUrl: '/products/map-us-markets', newUrl: '/mapus' },
    { oldUrl: '/products/workholding', newUrl: '/workholding' },
    { oldUrl: '/products/economic-trends', newUrl: '/economic-trends' },
    { oldUrl: '/exhibitor-passport', newUrl: '/imts-exhibitor-passport' },
    { oldUrl: '/territory-wizard', newUrl: '/usmto-territory-wizard' },
    { oldUrl: '/contact', newUrl: '/support' },
  ],
  roles: {
    mtprospect: 'mtprospect',
    usmto: 'usmto',
    mapus: 'mapus',
    workholding: 'awt',
    economicTrends: 'econ',
    passport: 'passport',
    survey: 'survey',
    admin: 'mtadmin',
  },
  stateList: [...US_STATES],
  supportEmail: 'support@mti-portal.example',
  supportPhone: '(703) 555-0142',
  decommissionDate: '2025-12-31',
};

export const SEED_FIA_CONFIG: FiaConfig = {
  programName: 'Forging Industry Monthly Benchmark',
  surveyBasePath: '/api/survey',
  contactEmail: 'benchmark@mti-portal.example',
  logo: '/images/survey-logo.svg',
  series: [
    {
      id: 'shipment_usd',
      label: 'Shipments (USD)',
      unit: 'usd',
      surveyPage: 1,
      source: 'Reported monthly by each participating member company on page 1 of the survey.',
    },
    {
      id: 'shipment_tons',
      label: 'Shipments (short tons)',
      unit: 'short_tons',
      surveyPage: 1,
      source: 'Reported monthly by each participating member company on page 1 of the survey.',
    },
    {
      id: 'booking_usd',
      label: 'Bookings (USD)',
      unit: 'usd',
      surveyPage: 1,
      source: 'New orders booked, reported monthly on page 1 of the survey.',
    },
  ],
  releaseCalendar: { submissionDueDay: 15, publicationDay: 25, timeZone: 'America/New_York' },
};
