// The figures of a newly started survey period. Its own file: it needs both the catalogue's rows and
// the API's SurveyData type, and survey-api.ts already imports the catalogue.
import type { SurveyData } from './survey-api.ts';
import { SURVEY_MARKETS, SURVEY_METALS } from './survey-catalogue.ts';

/** What a newly started period holds: every row, every figure zero. */
export function blankSurveyData(): SurveyData {
  return {
    shipment: {
      amount_usd: 0,
      english_tons: 0,
      metal: SURVEY_METALS.map(({ name, mtype }) => ({ name, mtype, usd_pct: 0, english_tons_pct: 0 })),
      market: SURVEY_MARKETS.map((name) => ({ name, usd_pct: 0 })),
    },
    booking: { amount_usd: 0 },
  };
}
