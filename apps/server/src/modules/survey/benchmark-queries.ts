// Industry quartiles over the submitted responses of a period (PostgreSQL's percentile_cont, which
// interpolates between neighbouring values). Counts come along, so the service can suppress any
// figure drawn from fewer organisations than the minimum.
import type { Quartiles } from '@mti/contracts/survey/survey-benchmark';
import type { MetalType } from '@mti/contracts/survey/survey-catalogue';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';

const quartileColumns = (prefix: string, value: SQL, filter?: SQL) => {
  const where = filter ? sql` filter (where ${filter})` : sql``;
  return sql`
    percentile_cont(0.25) within group (order by ${value})${where} as ${sql.raw(`${prefix}_q1`)},
    percentile_cont(0.5) within group (order by ${value})${where} as ${sql.raw(`${prefix}_q2`)},
    percentile_cont(0.75) within group (order by ${value})${where} as ${sql.raw(`${prefix}_q3`)}`;
};

type QuartileRow = Record<string, number | string | null>;

function quartilesOf(row: QuartileRow, prefix: string): Quartiles {
  return {
    lower_quartile: Number(row[`${prefix}_q1`] ?? 0),
    median: Number(row[`${prefix}_q2`] ?? 0),
    upper_quartile: Number(row[`${prefix}_q3`] ?? 0),
  };
}

export type ShipmentAggregate = {
  organisations: number;
  shipmentUsd: Quartiles;
  englishTons: Quartiles;
  bookingUsd: Quartiles;
};

export async function aggregateShipments(db: Db, reportingPeriod: string): Promise<ShipmentAggregate> {
  const [row] = await rowsOf<QuartileRow>(
    db,
    sql`
      select count(*)::int as organisations,
        ${quartileColumns('usd', sql`shipment_usd::float8`)},
        ${quartileColumns('tons', sql`shipment_tons::float8`)},
        ${quartileColumns('booking', sql`booking_usd::float8`)}
      from survey_responses
      where reporting_period = ${reportingPeriod} and is_submitted
    `,
  );
  const result = row ?? {};
  return {
    organisations: Number(result.organisations ?? 0),
    shipmentUsd: quartilesOf(result, 'usd'),
    englishTons: quartilesOf(result, 'tons'),
    bookingUsd: quartilesOf(result, 'booking'),
  };
}

export type MetalAggregate = {
  name: string;
  mtype: MetalType;
  usdOrganisations: number;
  usdPct: Quartiles;
  tonsOrganisations: number;
  englishTonsPct: Quartiles;
};

/** Each metal's share, over the organisations that shipped something (by value, by tons). */
export async function aggregateMetalMix(db: Db, reportingPeriod: string): Promise<MetalAggregate[]> {
  const rows = await rowsOf<QuartileRow>(
    db,
    sql`
      select m.name, m.mtype,
        count(*) filter (where r.shipment_usd > 0)::int as usd_n,
        ${quartileColumns('usd', sql`m.usd_pct::float8`, sql`r.shipment_usd > 0`)},
        count(*) filter (where r.shipment_tons > 0)::int as tons_n,
        ${quartileColumns('tons', sql`m.english_tons_pct::float8`, sql`r.shipment_tons > 0`)}
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
    usdOrganisations: Number(row.usd_n),
    usdPct: quartilesOf(row, 'usd'),
    tonsOrganisations: Number(row.tons_n),
    englishTonsPct: quartilesOf(row, 'tons'),
  }));
}

export type MarketAggregate = { name: string; organisations: number; usdPct: Quartiles };

export async function aggregateMarketMix(db: Db, reportingPeriod: string): Promise<MarketAggregate[]> {
  const rows = await rowsOf<QuartileRow>(
    db,
    sql`
      select m.name,
        count(*) filter (where r.shipment_usd > 0)::int as usd_n,
        ${quartileColumns('usd', sql`m.usd_pct::float8`, sql`r.shipment_usd > 0`)}
      from survey_market_shares m
      join survey_responses r
        on r.organisation_id = m.organisation_id and r.reporting_period = m.reporting_period
      where r.reporting_period = ${reportingPeriod} and r.is_submitted
      group by m.name
      order by min(m.sort_order), m.name
    `,
  );
  return rows.map((row) => ({
    name: String(row.name),
    organisations: Number(row.usd_n),
    usdPct: quartilesOf(row, 'usd'),
  }));
}
