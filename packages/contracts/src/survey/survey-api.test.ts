import { describe, expect, it } from 'vitest';
import { thresholdBody, updateLabelBody } from './survey-admin-api.ts';
import { INVALID_AMOUNT, INVALID_PERCENT, surveyData, surveyDataResponse } from './survey-api.ts';
import { fillLabel, labelText, SURVEY_LABEL_DEFAULTS } from './survey-labels.ts';
import { validSurveyData } from './survey-test-data.ts';

describe('survey data on the wire', () => {
  it('accepts a valid month and the empty object (no data)', () => {
    expect(surveyData.safeParse(validSurveyData()).success).toBe(true);
    expect(surveyDataResponse.safeParse({}).success).toBe(true);
  });

  it('refuses amounts the field could not hold, with the input rule', () => {
    const data = validSurveyData();
    data.shipment.amount_usd = 12345678901234;
    const result = surveyData.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_AMOUNT);
    data.shipment.amount_usd = -5;
    expect(surveyData.safeParse(data).success).toBe(false);
  });

  it('refuses percentages with three decimals or more than 5 characters', () => {
    const data = validSurveyData();
    Object.assign(data.shipment.metal[0] as object, { usd_pct: 33.333 });
    const result = surveyData.safeParse(data);
    expect(result.error?.issues[0]?.message).toBe(INVALID_PERCENT);
  });

  it('refuses an unknown metal type', () => {
    const data = validSurveyData() as unknown as { shipment: { metal: Array<{ mtype: string }> } };
    (data.shipment.metal[0] as { mtype: string }).mtype = 'plastic';
    expect(surveyData.safeParse(data).success).toBe(false);
  });
});

describe('administrator inputs', () => {
  it('refuses a lower limit above its upper limit', () => {
    const limits = {
      shipping_usd_llimit: 10,
      shipping_usd_ulimit: 5,
      shipping_tons_llimit: 0,
      shipping_tons_ulimit: 1,
      booking_usd_llimit: 0,
      booking_usd_ulimit: 1,
    };
    expect(thresholdBody.safeParse(limits).success).toBe(false);
    expect(thresholdBody.safeParse({ ...limits, shipping_usd_ulimit: 10 }).success).toBe(true);
  });

  it('refuses a blank label', () => {
    expect(updateLabelBody.safeParse({ text: '   ' }).success).toBe(false);
    expect(updateLabelBody.parse({ text: ' Next ' })).toEqual({ text: 'Next' });
  });
});

describe('labels', () => {
  it('has a text for every blocking rule and warning', () => {
    for (const key of ['errorOne', 'errorTwo', 'errorThree', 'errorFour', 'errorFive', 'errorSix'])
      expect(SURVEY_LABEL_DEFAULTS.productData[key]).toBeTruthy();
    expect(Object.keys(SURVEY_LABEL_DEFAULTS.productData).filter((k) => k.startsWith('warning'))).toHaveLength(6);
  });

  it('falls back to the default text when a row is missing, and fills placeholders', () => {
    expect(labelText({ next: 'Onward' }, 'productData', 'next')).toBe('Onward');
    expect(labelText({}, 'productData', 'next')).toBe('Next');
    expect(labelText(undefined, 'productData', 'nonsense')).toBe('nonsense');
    expect(fillLabel('Based on {count} organisations.', { count: 7 })).toBe('Based on 7 organisations.');
    expect(fillLabel('{unknown} stays', {})).toBe('{unknown} stays');
  });
});
