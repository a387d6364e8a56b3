// The submitted figures of a period that the benchmark is computed from, one list of values per
// measure (organisations are not named). The service publishes only quartiles of microaggregated
// values (benchmark-disclosure.ts), and only from enough organisations.
import type { MetalType } from '@mti/contracts/survey/survey-catalogue';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

export type ShipmentValues = {
  organisations: number;
  shipmentUsd: number[];
  englishTons: number[];
  bookingUsd: number[];
};

/** Every organisation that submitted the period: its shipments (USD, tons) and bookings. */
export async function shipmentValues(db: Db, reportingPeriod: string): Promise<ShipmentValues> {
  const rows = await rowsOf<{ usd: string | number; tons: string | number; booking: string | number }>(
    db,
    sql`
      select shipment_usd::float8 as usd, shipment_tons::float8 as tons, booking_usd::float8 as booking
      from survey_responses
      where reporting_period = ${reportingPeriod} and is_submitted
    `,
  );
  return {
    organisations: rows.length,
    shipmentUsd: rows.map((r) => Number(r.usd)),
    englishTons: rows.map((r) => Number(r.tons)),
    bookingUsd: rows.map((r) => Number(r.booking)),
  };
}

export type MetalValues = { name: string; mtype: MetalType; usdPct: number[]; englishTonsPct: number[] };

/**
 * Each metal's shares from the organisations that reported it: a share above zero, by value among
 * those that shipped something by value, by tons among those that shipped tons.
 */
export async function metalValues(db: Db, reportingPeriod: string): Promise<MetalValues[]> {
  const rows = await rowsOf<{ name: string; mtype: string; usd: unknown; tons: unknown }>(
    db,
    sql`
      select m.name, m.mtype,
        array_agg(m.usd_pct::float8) filter (where r.shipment_usd > 0 and m.usd_pct > 0) as usd,
        array_agg(m.english_tons_pct::float8) filter (where r.shipment_tons > 0 and m.english_tons_pct > 0) as tons
      from survey_metal_shares m
      join survey_responses r
        on r.organisation_id = m.organisation_id and r.reporting_period = m.reporting_period
      where r.reporting_period = ${reportingPeriod} and r.is_submitted
      group by m.name, m.mtype
      order by min(m.sort_order), m.name
    `,
  );
  return rows.map((row) => ({
    name: String(row.name),
    mtype: row.mtype as MetalType,
    usdPct: numbers(row.usd),
    englishTonsPct: numbers(row.tons),
  }));
}

export type MarketValues = { name: string; usdPct: number[] };

/** Each market's shares from the organisations that reported it (a share above zero). */
export async function marketValues(db: Db, reportingPeriod: string): Promise<MarketValues[]> {
  const rows = await rowsOf<{ name: string; usd: unknown }>(
    db,
    sql`
      select m.name,
        array_agg(m.usd_pct::float8) filter (where r.shipment_usd > 0 and m.usd_pct > 0) as usd
      from survey_market_shares m
      join survey_responses r
        on r.organisation_id = m.organisation_id and r.reporting_period = m.reporting_period
      where r.reporting_period = ${reportingPeriod} and r.is_submitted
      group by m.name
      order by min(m.sort_order), m.name
    `,
  );
  return rows.map((row) => ({ name: String(row.name), usdPct: numbers(row.usd) }));
}
