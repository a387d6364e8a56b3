// The survey entry form's state: every field as the text it shows, and the survey data it stands
// for. One state holds all three pages, so moving back without saving loses nothing.
import type { SurveyData } from '@mti/contracts/survey/survey-api';
import type { MetalType } from '@mti/contracts/survey/survey-catalogue';
import { displaySurveyValue, toSurveyNumber } from '@mti/contracts/survey/survey-input';

export type SurveyFormValues = {
  shipmentUsd: string;
  shipmentTons: string;
  bookingUsd: string;
  metal: Array<{ name: string; mtype: MetalType; usd: string; tons: string }>;
  market: Array<{ name: string; usd: string }>;
};

export function formValuesOf(data: SurveyData): SurveyFormValues {
  return {
    shipmentUsd: displaySurveyValue(data.shipment.amount_usd, 'amount'),
    shipmentTons: displaySurveyValue(data.shipment.english_tons, 'amount'),
    bookingUsd: displaySurveyValue(data.booking.amount_usd, 'amount'),
    metal: data.shipment.metal.map((row) => ({
      name: row.name,
      mtype: row.mtype,
      usd: displaySurveyValue(row.usd_pct, 'percent'),
      tons: displaySurveyValue(row.english_tons_pct, 'percent'),
    })),
    market: data.shipment.market.map((row) => ({ name: row.name, usd: displaySurveyValue(row.usd_pct, 'percent') })),
  };
}

// Amounts are whole numbers once their field is left (spec §4); a value still being typed is too.
const amountOf = (value: string) => Math.round(toSurveyNumber(value));

export function surveyDataOf(values: SurveyFormValues): SurveyData {
  return {
    shipment: {
      amount_usd: amountOf(values.shipmentUsd),
      english_tons: amountOf(values.shipmentTons),
      metal: values.metal.map((row) => ({
        name: row.name,
        mtype: row.mtype,
        usd_pct: toSurveyNumber(row.usd),
        english_tons_pct: toSurveyNumber(row.tons),
      })),
      market: values.market.map((row) => ({ name: row.name, usd_pct: toSurveyNumber(row.usd) })),
    },
    booking: { amount_usd: amountOf(values.bookingUsd) },
  };
}

/** Whether the form holds figures the server has not got. */
export function hasUnsavedChanges(values: SurveyFormValues, saved: SurveyData): boolean {
  return JSON.stringify(surveyDataOf(values)) !== JSON.stringify(saved);
}
