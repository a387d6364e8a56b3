import { describe, expect, it } from 'vitest';
import { blankSurveyData } from './blank-survey-data.ts';
import type { SurveyData, ThresholdRecord } from './survey-api.ts';
import {
  findPageBlockingRule,
  findSurveyBlockingRule,
  isBlockingRule,
  isTotalInError,
  marketTotal,
  metalColumnTotal,
  thresholdWarning,
  thresholdWarnings,
} from './survey-rules.ts';
import { validSurveyData } from './survey-test-data.ts';

function withShipments(data: SurveyData, usd: number, tons: number): SurveyData {
  data.shipment.amount_usd = usd;
  data.shipment.english_tons = tons;
  return data;
}

describe('page 1: shipment value and tons', () => {
  it('errorOne: value zero while tons is not', () => {
    expect(findPageBlockingRule(withShipments(validSurveyData(), 0, 1200), 'shipments')).toBe('errorOne');
  });

  it('errorTwo: value non-zero while tons is zero', () => {
    expect(findPageBlockingRule(withShipments(validSurveyData(), 2_500_000, 0), 'shipments')).toBe('errorTwo');
  });

  it('passes with both non-zero, and with both zero', () => {
    expect(findPageBlockingRule(validSurveyData(), 'shipments')).toBeNull();
    expect(findPageBlockingRule(withShipments(validSurveyData(), 0, 0), 'shipments')).toBeNull();
  });
});

describe('metal percentages', () => {
  it('errorThree: shipments both zero while a metal percentage is not', () => {
    const data = withShipments(validSurveyData(), 0, 0);
    expect(findPageBlockingRule(data, 'metals')).toBe('errorThree');
    const onlyTons = withShipments(blankSurveyData(), 0, 0);
    (onlyTons.shipment.metal[2] as { english_tons_pct: number }).english_tons_pct = 5;
    expect(findPageBlockingRule(onlyTons, 'metals')).toBe('errorThree');
  });

  it('errorSix: the USD % column does not total 100', () => {
    const data = validSurveyData();
    (data.shipment.metal[0] as { usd_pct: number }).usd_pct = 59;
    expect(findPageBlockingRule(data, 'metals')).toBe('errorSix');
  });

  it('errorFive: the English tons % column does not total 100', () => {
    const data = validSurveyData();
    (data.shipment.metal[0] as { english_tons_pct: number }).english_tons_pct = 71;
    expect(findPageBlockingRule(data, 'metals')).toBe('errorFive');
  });

  it('checks the USD column before the tons column', () => {
    const data = validSurveyData();
    (data.shipment.metal[0] as { usd_pct: number }).usd_pct = 1;
    (data.shipment.metal[0] as { english_tons_pct: number }).english_tons_pct = 1;
    expect(findPageBlockingRule(data, 'metals')).toBe('errorSix');
  });

  it('errorFour: a single percentage above 100', () => {
    const data = validSurveyData();
    Object.assign(data.shipment.metal[0] as object, { usd_pct: 150 });
    expect(findPageBlockingRule(data, 'metals')).toBe('errorFour');
  });

  it('compares the totals as whole numbers', () => {
    const data = validSurveyData();
    Object.assign(data.shipment.metal[0] as object, { usd_pct: 33.33 });
    Object.assign(data.shipment.metal[4] as object, { usd_pct: 33.33 });
    Object.assign(data.shipment.metal[8] as object, { usd_pct: 33.33 });
    expect(metalColumnTotal(data.shipment.metal, 'usd_pct')).toBe(99.99);
    expect(findPageBlockingRule(data, 'metals')).toBeNull();
    Object.assign(data.shipment.metal[8] as object, { usd_pct: 32.5 });
    expect(findPageBlockingRule(data, 'metals')).toBe('errorSix');
  });

  it('the exception: shipment value, tons and the totals all zero pass', () => {
    expect(findPageBlockingRule(blankSurveyData(), 'metals')).toBeNull();
  });

  it('totals of zero with shipments do not pass', () => {
    const data = withShipments(blankSurveyData(), 100, 10);
    expect(findPageBlockingRule(data, 'metals')).toBe('errorSix');
  });

  it('subtotals by metal type', () => {
    const data = validSurveyData();
    expect(metalColumnTotal(data.shipment.metal, 'usd_pct', 'ferrous')).toBe(60);
    expect(metalColumnTotal(data.shipment.metal, 'english_tons_pct', 'non_ferrous')).toBe(20);
    expect(metalColumnTotal(data.shipment.metal, 'usd_pct', 'nickel_based')).toBe(10);
  });
});

describe('market profile', () => {
  it('errorSix: the market total is not 100', () => {
    const data = validSurveyData();
    Object.assign(data.shipment.market[1] as object, { usd_pct: 40 });
    expect(marketTotal(data.shipment.market)).toBe(90);
    expect(findPageBlockingRule(data, 'markets')).toBe('errorSix');
  });

  it('errorThree: shipments both zero while a market percentage is not', () => {
    expect(findPageBlockingRule(withShipments(validSurveyData(), 0, 0), 'markets')).toBe('errorThree');
  });

  it('errorFour: a market above 100', () => {
    const data = validSurveyData();
    Object.assign(data.shipment.market[0] as object, { usd_pct: 200 });
    expect(findPageBlockingRule(data, 'markets')).toBe('errorFour');
  });

  it('passes at 100, and with everything zero', () => {
    expect(findPageBlockingRule(validSurveyData(), 'markets')).toBeNull();
    expect(findPageBlockingRule(blankSurveyData(), 'markets')).toBeNull();
  });
});

describe('the whole survey before submitting', () => {
  it('names the first page, in page order, that breaks a rule', () => {
    const data = validSurveyData();
    Object.assign(data.shipment.market[0] as object, { usd_pct: 10 });
    expect(findSurveyBlockingRule(data)).toEqual({ page: 'markets', rule: 'errorSix' });
    data.shipment.english_tons = 0;
    expect(findSurveyBlockingRule(data)).toEqual({ page: 'shipments', rule: 'errorTwo' });
  });

  it('passes a valid month and an all-zero month', () => {
    expect(findSurveyBlockingRule(validSurveyData())).toBeNull();
    expect(findSurveyBlockingRule(blankSurveyData())).toBeNull();
  });

  it('knows its rule codes', () => {
    expect(isBlockingRule('errorFive')).toBe(true);
    expect(isBlockingRule('period_closed')).toBe(false);
    expect(isBlockingRule(null)).toBe(false);
  });
});

describe('the live total message', () => {
  it('shows for any total but 100, except zero in a month without shipments', () => {
    expect(isTotalInError(100, false)).toBe(false);
    expect(isTotalInError(99.6, false)).toBe(false);
    expect(isTotalInError(99.4, false)).toBe(true);
    expect(isTotalInError(0, false)).toBe(true);
    expect(isTotalInError(0, true)).toBe(false);
    expect(isTotalInError(40, true)).toBe(true);
  });
});

describe('threshold warnings (non-blocking)', () => {
  const limits: ThresholdRecord = {
    shipping_usd_llimit: 100_000,
    shipping_usd_ulimit: 50_000_000,
    shipping_tons_llimit: 10,
    shipping_tons_ulimit: 20_000,
    booking_usd_llimit: 100_000,
    booking_usd_ulimit: 60_000_000,
  };

  it('warns below the lower and above the upper limit, each with its own text', () => {
    expect(thresholdWarning('shipmentUsd', 99_999, limits)).toEqual({
      field: 'shipmentUsd',
      key: 'warningShipmentUsdLow',
      limit: 100_000,
    });
    expect(thresholdWarning('shipmentUsd', 50_000_001, limits)?.key).toBe('warningShipmentUsdHigh');
    expect(thresholdWarning('shipmentTons', 9, limits)?.key).toBe('warningShipmentTonsLow');
    expect(thresholdWarning('shipmentTons', 20_001, limits)?.key).toBe('warningShipmentTonsHigh');
    expect(thresholdWarning('bookingUsd', 1, limits)?.key).toBe('warningBookingUsdLow');
    expect(thresholdWarning('bookingUsd', 70_000_000, limits)?.key).toBe('warningBookingUsdHigh');
  });

  it('does not warn at the limits or between them, comparing whole numbers', () => {
    expect(thresholdWarning('shipmentUsd', 100_000, limits)).toBeNull();
    expect(thresholdWarning('shipmentUsd', 50_000_000, limits)).toBeNull();
    expect(thresholdWarning('shipmentTons', 9.5, limits)).toBeNull();
    expect(thresholdWarning('shipmentTons', 20_000.4, limits)).toBeNull();
  });

  it('does not warn without limits, and lists every field out of range', () => {
    expect(thresholdWarning('shipmentUsd', 0, null)).toBeNull();
    const data = validSurveyData();
    data.shipment.amount_usd = 1;
    data.booking.amount_usd = 100_000_000;
    expect(thresholdWarnings(data, limits).map((w) => w.key)).toEqual([
      'warningShipmentUsdLow',
      'warningBookingUsdHigh',
    ]);
    expect(thresholdWarnings(validSurveyData(), limits)).toEqual([]);
  });
});
