// The benchmark (added, issue 8): an organisation that submitted a period sees its own figures
// beside the industry's quartiles. Nothing is published from fewer than five organisations, never
// a minimum or maximum, and amounts only to three significant figures: with five organisations a
// quartile falls exactly on one organisation's value, which must not be readable to the dollar.
import { PERIOD_NOT_FOUND } from '@mti/contracts/survey/survey-api';
import {
  BENCHMARK_MIN_ORGANISATIONS,
  BENCHMARK_NOT_SUBMITTED,
  type BenchmarkResponse,
  type Quartiles,
} from '@mti/contracts/survey/survey-benchmark';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { aggregateMarketMix, aggregateMetalMix, aggregateShipments } from './benchmark-queries.ts';
import { findPeriodOfOrganisation, findResponseData } from './queries.ts';
import { requireOrganisation } from './service.ts';

/** 2,487,315 → 2,490,000. */
export function toSignificantFigures(value: number, figures = 3): number {
  return Number(value.toPrecision(figures));
}

const toOneDecimal = (value: number) => Math.round(value * 10) / 10;

function coarsened(quartiles: Quartiles, round: (value: number) => number): Quartiles {
  return {
    lower_quartile: round(quartiles.lower_quartile),
    median: round(quartiles.median),
    upper_quartile: round(quartiles.upper_quartile),
  };
}

const amounts = (quartiles: Quartiles) => coarsened(quartiles, toSignificantFigures);
const shares = (quartiles: Quartiles) => coarsened(quartiles, toOneDecimal);

const enough = (organisations: number) => organisations >= BENCHMARK_MIN_ORGANISATIONS;

/** GET survey/benchmark/{reportingPeriod}. */
export async function getBenchmark({
  db,
  siteId,
  reportingPeriod,
}: {
  db: Db;
  siteId: string;
  reportingPeriod: string;
}): Promise<BenchmarkResponse> {
  const { organisationId } = await requireOrganisation(db, siteId);
  const period = await findPeriodOfOrganisation(db, organisationId, reportingPeriod);
  if (!period) throw notFound(PERIOD_NOT_FOUND);
  const own = period.isSubmitted ? await findResponseData(db, organisationId, reportingPeriod) : null;
  if (!own) throw new AppError(403, 'not_submitted', BENCHMARK_NOT_SUBMITTED);

  const shipments = await aggregateShipments(db, reportingPeriod);
  let industry: BenchmarkResponse['industry'] = null;
  if (enough(shipments.organisations)) {
    const metals = await aggregateMetalMix(db, reportingPeriod);
    const markets = await aggregateMarketMix(db, reportingPeriod);
    const publishedMetals = metals.filter((m) => enough(m.usdOrganisations) || enough(m.tonsOrganisations));
    const publishedMarkets = markets.filter((m) => enough(m.organisations));
    industry = {
      organisations: shipments.organisations,
      shipment_usd: amounts(shipments.shipmentUsd),
      english_tons: amounts(shipments.englishTons),
      booking_usd: amounts(shipments.bookingUsd),
      metal: publishedMetals.length
        ? publishedMetals.map((m) => ({
            name: m.name,
            mtype: m.mtype,
            usd_pct: enough(m.usdOrganisations) ? shares(m.usdPct) : null,
            english_tons_pct: enough(m.tonsOrganisations) ? shares(m.englishTonsPct) : null,
          }))
        : null,
      market: publishedMarkets.length
        ? publishedMarkets.map((m) => ({ name: m.name, usd_pct: shares(m.usdPct) }))
        : null,
    };
  }

  return {
    reporting_period: reportingPeriod,
    min_organisations: BENCHMARK_MIN_ORGANISATIONS,
    own: {
      shipment_usd: own.shipment.amount_usd,
      english_tons: own.shipment.english_tons,
      booking_usd: own.booking.amount_usd,
      metal: own.shipment.metal,
      market: own.shipment.market,
    },
    industry,
  };
}
