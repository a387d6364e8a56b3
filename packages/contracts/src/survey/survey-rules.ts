// Spec §5: the survey's blocking rules (checked by the browser on save, next and tab change in
// edit mode, and again by the server on every save and on submit) and its threshold warnings.
// The rules name their message key; the texts are labels (survey-labels.ts).
import type { MarketRow, MetalRow, SurveyData, ThresholdRecord } from './survey-api.ts';
import { type MetalType, SURVEY_PAGES, type SurveyPage } from './survey-catalogue.ts';
import { roundToCents } from './survey-input.ts';

export const BLOCKING_RULES = ['errorOne', 'errorTwo', 'errorThree', 'errorFour', 'errorFive', 'errorSix'] as const;
export type BlockingRule = (typeof BLOCKING_RULES)[number];

export function isBlockingRule(code: string | null | undefined): code is BlockingRule {
  return (BLOCKING_RULES as readonly (string | null | undefined)[]).includes(code);
}

export const REQUIRED_TOTAL = 100;

/** Spec §9: percent sums are compared as whole numbers. */
export function sumOf(values: readonly number[]): number {
  return roundToCents(values.reduce((total, value) => total + value, 0));
}

export function asWholeNumber(value: number): number {
  return Math.round(value);
}

export function metalColumnTotal(rows: readonly MetalRow[], column: 'usd_pct' | 'english_tons_pct', mtype?: MetalType) {
  return sumOf(rows.filter((row) => !mtype || row.mtype === mtype).map((row) => row[column]));
}

export function marketTotal(rows: readonly MarketRow[]) {
  return sumOf(rows.map((row) => row.usd_pct));
}

/** Shipment value and tons are both zero: the month shipped nothing. */
export function hasNoShipments(data: SurveyData): boolean {
  return data.shipment.amount_usd === 0 && data.shipment.english_tons === 0;
}

/**
 * Whether a column total shows its not-100 message. The spec's exception: with shipment value,
 * tons and the total all zero, the check passes.
 */
export function isTotalInError(total: number, noShipments: boolean): boolean {
  if (noShipments && total === 0) return false;
  return asWholeNumber(total) !== REQUIRED_TOTAL;
}

function shipmentsRule(data: SurveyData): BlockingRule | null {
  const { amount_usd: usd, english_tons: tons } = data.shipment;
  if (usd === 0 && tons !== 0) return 'errorOne';
  if (usd !== 0 && tons === 0) return 'errorTwo';
  return null;
}

// errorThree is checked against the page's own percentages: were it checked against both pages,
// a member moving from shipments to nothing could never clear the other page's percentages.
function metalsRule(data: SurveyData): BlockingRule | null {
  const rows = data.shipment.metal;
  const percentages = rows.flatMap((row) => [row.usd_pct, row.english_tons_pct]);
  if (hasNoShipments(data)) return percentages.some((value) => value !== 0) ? 'errorThree' : null;
  if (percentages.some((value) => value > REQUIRED_TOTAL)) return 'errorFour';
  if (isTotalInError(metalColumnTotal(rows, 'usd_pct'), false)) return 'errorSix';
  if (isTotalInError(metalColumnTotal(rows, 'english_tons_pct'), false)) return 'errorFive';
  return null;
}

function marketsRule(data: SurveyData): BlockingRule | null {
  const rows = data.shipment.market;
  if (hasNoShipments(data)) return rows.some((row) => row.usd_pct !== 0) ? 'errorThree' : null;
  if (rows.some((row) => row.usd_pct > REQUIRED_TOTAL)) return 'errorFour';
  if (isTotalInError(marketTotal(rows), false)) return 'errorSix';
  return null;
}

const PAGE_RULES: Record<SurveyPage, (data: SurveyData) => BlockingRule | null> = {
  shipments: shipmentsRule,
  metals: metalsRule,
  markets: marketsRule,
};

/** The first blocking rule the page breaks, or null when it may be saved. */
export function findPageBlockingRule(data: SurveyData, page: SurveyPage): BlockingRule | null {
  return PAGE_RULES[page](data);
}

/** Before submitting: the first page, in page order, that breaks a rule, and the rule. */
export function findSurveyBlockingRule(data: SurveyData): { page: SurveyPage; rule: BlockingRule } | null {
  for (const page of SURVEY_PAGES) {
    const rule = PAGE_RULES[page](data);
    if (rule) return { page, rule };
  }
  return null;
}

// ---- threshold warnings (non-blocking)

export const THRESHOLD_FIELDS = ['shipmentUsd', 'shipmentTons', 'bookingUsd'] as const;
export type ThresholdField = (typeof THRESHOLD_FIELDS)[number];

export type ThresholdWarningKey =
  | 'warningShipmentUsdLow'
  | 'warningShipmentUsdHigh'
  | 'warningShipmentTonsLow'
  | 'warningShipmentTonsHigh'
  | 'warningBookingUsdLow'
  | 'warningBookingUsdHigh';

const LIMITS: Record<
  ThresholdField,
  { lower: keyof ThresholdRecord; upper: keyof ThresholdRecord; low: ThresholdWarningKey; high: ThresholdWarningKey }
> = {
  shipmentUsd: {
    lower: 'shipping_usd_llimit',
    upper: 'shipping_usd_ulimit',
    low: 'warningShipmentUsdLow',
    high: 'warningShipmentUsdHigh',
  },
  shipmentTons: {
    lower: 'shipping_tons_llimit',
    upper: 'shipping_tons_ulimit',
    low: 'warningShipmentTonsLow',
    high: 'warningShipmentTonsHigh',
  },
  bookingUsd: {
    lower: 'booking_usd_llimit',
    upper: 'booking_usd_ulimit',
    low: 'warningBookingUsdLow',
    high: 'warningBookingUsdHigh',
  },
};

export type ThresholdWarning = { field: ThresholdField; key: ThresholdWarningKey; limit: number };

/** Spec §5, §9: a value below the lower or above the upper limit, compared as whole numbers. */
export function thresholdWarning(
  field: ThresholdField,
  value: number,
  limits: ThresholdRecord | null | undefined,
): ThresholdWarning | null {
  if (!limits) return null;
  const { lower, upper, low, high } = LIMITS[field];
  const whole = asWholeNumber(value);
  if (whole < asWholeNumber(limits[lower])) return { field, key: low, limit: limits[lower] };
  if (whole > asWholeNumber(limits[upper])) return { field, key: high, limit: limits[upper] };
  return null;
}

export function thresholdWarnings(data: SurveyData, limits: ThresholdRecord | null | undefined): ThresholdWarning[] {
  const values: Record<ThresholdField, number> = {
    shipmentUsd: data.shipment.amount_usd,
    shipmentTons: data.shipment.english_tons,
    bookingUsd: data.booking.amount_usd,
  };
  return THRESHOLD_FIELDS.map((field) => thresholdWarning(field, values[field], limits)).filter(
    (warning): warning is ThresholdWarning => warning !== null,
  );
}
