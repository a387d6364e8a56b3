// The survey's label service (spec §3: labels, messages, page names, button labels, statuses come
// from a remote label service). The texts live in the database (table survey_labels), where
// administrators edit them; these are the texts the seed writes, and what a missing row falls back to.
import { z } from 'zod';
import { SURVEY_MARKETS } from './survey-catalogue.ts';

export const SURVEY_LABEL_SCREENS = ['surveyApp', 'productData', 'benchmark', 'errorPages'] as const;
export type SurveyLabelScreen = (typeof SURVEY_LABEL_SCREENS)[number];

/** The key of a market's sub-categories on the productData screen. */
export const marketLabelKey = (market: string) => `market.${market}`;

const SURVEY_APP_LABELS = {
  screenName: 'Monthly Benchmarking Survey',
  intro:
    'Report your organisation’s shipments, bookings, metal mix and markets for each month. Figures are confidential: other members only ever see industry aggregates of at least five organisations.',
  noData:
    'No reporting periods have been opened for your organisation yet. You will be able to start one here as soon as the survey administrator opens the next month.',
  notParticipant:
    'Your account is not registered as a participant of a member organisation, so there are no surveys to show. Please ask the survey administrator to add you.',
  colPeriod: 'Reporting period',
  colStatus: 'Status',
  colSubmittedOn: 'Submitted on',
  colReportedBy: 'Reported by',
  colActions: 'Actions',
  statusSubmitted: 'Submitted',
  statusNotStarted: 'Not started',
  statusPending: 'Pending submission',
  statusClosed: 'Closed',
  view: 'View',
  edit: 'Edit',
  start: 'Start',
  continue: 'Continue',
  adminLink: 'Survey administration',
};

const MARKET_SUBCATEGORIES: Record<string, string> = {
  Aerospace: 'Airframes, jet engines, landing gear, helicopters, space launch',
  'Automotive and light truck': 'Crankshafts, connecting rods, gears, steering and suspension parts',
  'Heavy truck and off-highway': 'Axles, drivetrain, engine parts for class 4–8 trucks and buses',
  'Agricultural equipment': 'Tractors, harvesters, implements, tillage tools',
  'Construction and mining': 'Earthmoving, mining machinery, cranes, track links',
  'Oil and gas': 'Drilling, wellhead and pressure control, pipeline, refinery',
  'Power generation': 'Turbine shafts and discs, wind, nuclear, hydro',
  'Military and ordnance': 'Ordnance, armoured vehicles, naval, defence aircraft',
  'Valves, fittings and flanges': 'Industrial valves, pipe fittings, flanges',
  'General industrial': 'Hand tools, hardware, railroad, machinery and all other markets',
};

const PRODUCT_DATA_LABELS = {
  screenName: 'Monthly Benchmarking Survey',
  instructions:
    'Enter whole US dollars and English (short) tons for the month. On the metal and market pages, enter each row’s share of the month’s shipments; every column must total exactly 100%. Your entries are saved each time you move to another page.',
  noData:
    'There is no survey data for this reporting period yet. Start the period from the surveys list to enter figures.',
  viewMode: 'You are viewing this period’s figures: nothing on these pages can be changed.',
  page1: 'Shipments & bookings',
  page2: 'Metal mix',
  page3: 'Market profile',
  benchmarkTab: 'Benchmark',
  previous: 'Previous',
  next: 'Next',
  done: 'Done',
  ok: 'OK',
  shipmentUsd: 'Shipments (USD)',
  shipmentTons: 'Shipments (English tons)',
  bookingUsd: 'Bookings (USD)',
  shipmentUsdHelp: 'Net value of everything shipped in the month.',
  shipmentTonsHelp: 'Finished weight shipped in the month, in short tons of 2,000 lb.',
  bookingUsdHelp: 'Value of new orders booked in the month.',
  ferrous: 'Ferrous',
  non_ferrous: 'Non-ferrous',
  nickel_based: 'High-nickel-based alloys',
  colMetal: 'Metal',
  colMarket: 'Market',
  colUsdPct: 'USD %',
  colTonsPct: 'English tons %',
  subtotal: 'Subtotal',
  total: 'Total',
  errorOne:
    'Shipments (USD) is zero while Shipments (English tons) is not. Enter the value of the month’s shipments, or set the tons to zero.',
  errorTwo:
    'Shipments (English tons) is zero while Shipments (USD) is not. Enter the tons shipped in the month, or set the value to zero.',
  errorThree:
    'Shipments are zero for this month, so every percentage must be zero too. Enter the month’s shipments on the first page, or clear the percentages.',
  errorFour: 'A single percentage cannot be more than 100.',
  errorFive: 'The English tons % column must total exactly 100.',
  errorSix: 'The USD % column must total exactly 100.',
  warningShipmentUsdLow:
    'Shipments (USD) is below the typical lower limit of {limit}. Please check the figure; you can still continue.',
  warningShipmentUsdHigh:
    'Shipments (USD) is above the typical upper limit of {limit}. Please check the figure; you can still continue.',
  warningShipmentTonsLow:
    'Shipments (English tons) is below the typical lower limit of {limit}. Please check the figure; you can still continue.',
  warningShipmentTonsHigh:
    'Shipments (English tons) is above the typical upper limit of {limit}. Please check the figure; you can still continue.',
  warningBookingUsdLow:
    'Bookings (USD) is below the typical lower limit of {limit}. Please check the figure; you can still continue.',
  warningBookingUsdHigh:
    'Bookings (USD) is above the typical upper limit of {limit}. Please check the figure; you can still continue.',
  ...Object.fromEntries(SURVEY_MARKETS.map((market) => [marketLabelKey(market), MARKET_SUBCATEGORIES[market] ?? ''])),
};

const BENCHMARK_LABELS = {
  heading: 'Your month beside the industry',
  explanation:
    'The industry figures are the lower quartile, median and upper quartile of the organisations that submitted this month, taken over averages of groups of at least three. A metal or market share counts the organisations that report it, and is shown once five do. No single organisation’s figures are ever shown.',
  suppressed:
    'The industry benchmark for this month is published once at least {minimum} organisations have submitted. Please check back later.',
  based: 'Based on {count} organisations.',
  colMeasure: 'Measure',
  colYours: 'Your figure',
  colLowerQuartile: 'Lower quartile',
  colMedian: 'Median',
  colUpperQuartile: 'Upper quartile',
  colPosition: 'Where you stand',
  belowMiddle: 'Below the middle half',
  inMiddle: 'In the middle half',
  aboveMiddle: 'Above the middle half',
  mixSuppressed: 'Fewer than {minimum} organisations reported this mix; it is not shown.',
};

/** Spec §8: the status of a failed survey call is looked up here; an unknown status goes to 404. */
const ERROR_PAGE_LABELS = {
  '400': '/400',
  '401': '/401',
  '403': '/403',
  '404': '/404',
  '500': '/500',
  '505': '/505',
};

export const SURVEY_LABEL_DEFAULTS: Record<SurveyLabelScreen, Record<string, string>> = {
  surveyApp: SURVEY_APP_LABELS,
  productData: PRODUCT_DATA_LABELS,
  benchmark: BENCHMARK_LABELS,
  errorPages: ERROR_PAGE_LABELS,
};

export type SurveyAppLabel = keyof typeof SURVEY_APP_LABELS;
export type BenchmarkLabel = keyof typeof BENCHMARK_LABELS;

export const labelScreenParams = z.object({ screen: z.enum(SURVEY_LABEL_SCREENS) });
/** GET labels/{screen}: key → text. */
export const labelsResponse = z.record(z.string(), z.string());
export type SurveyLabels = z.infer<typeof labelsResponse>;

/** A label's text, or the seeded default when the row is missing. */
export function labelText(labels: SurveyLabels | undefined, screen: SurveyLabelScreen, key: string): string {
  return labels?.[key] ?? SURVEY_LABEL_DEFAULTS[screen][key] ?? key;
}

/** Fills `{name}` placeholders of a label. */
export function fillLabel(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
