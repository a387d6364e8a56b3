// Survey data for tests on both sides: a month that passes every rule.

import { blankSurveyData } from './blank-survey-data.ts';
import type { SurveyData } from './survey-api.ts';

/** A month that passes every rule: 60/30/10 metal split by value, 70/20/10 by tons, 50/50 markets. */
export function validSurveyData(): SurveyData {
  const data = blankSurveyData();
  data.shipment.amount_usd = 2_500_000;
  data.shipment.english_tons = 1_200;
  data.booking.amount_usd = 2_750_000;
  const metal = data.shipment.metal;
  Object.assign(metal[0] as object, { usd_pct: 60, english_tons_pct: 70 });
  Object.assign(metal[4] as object, { usd_pct: 30, english_tons_pct: 20 });
  Object.assign(metal[8] as object, { usd_pct: 10, english_tons_pct: 10 });
  Object.assign(data.shipment.market[0] as object, { usd_pct: 50 });
  Object.assign(data.shipment.market[1] as object, { usd_pct: 50 });
  return data;
}
