// The benchmark (added, issue 8): an organisation that submitted a period sees its own figures
// beside the industry's quartiles. Nothing is published from fewer than five organisations, never
// a minimum or maximum, and no figure is read off a single organisation: quartiles are taken over
// microaggregated values, each a mean of three or more organisations (benchmark-disclosure.ts,
// docs/decisions/020). Amounts are then rounded to three significant figures, shares to 0.1.
import { PERIOD_NOT_FOUND } from '@mti/contracts/survey/survey-api';
import {
  BENCHMARK_MIN_ORGANISATIONS,
  BENCHMARK_NOT_SUBMITTED,
  type BenchmarkResponse,
  type Quartiles,
} from '@mti/contracts/survey/survey-benchmark';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { protectedQuartiles } from './benchmark-disclosure.ts';
import { marketValues, metalValues, shipmentValues } from './benchmark-queries.ts';
import { findPeriodOfOrganisation, findResponseData } from './queries.ts';
import { requireOrganisation } from './service.ts';

/** 2,487,315 → 2,490,000. */
export function toSignificantFigures(value: number, figures = 3): number {
  return Number(value.toPrecision(figures));
}

const toOneDecimal = (value: number) => Math.round(value * 10) / 10;

const amounts = (values: readonly number[]): Quartiles => protectedQuartiles(values, toSignificantFigures);
const shares = (values: readonly number[]): Quartiles => protectedQuartiles(values, toOneDecimal);

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

  const shipments = await shipmentValues(db, reportingPeriod);
  let industry: BenchmarkResponse['industry'] = null;
  if (enough(shipments.organisations)) {
    // A metal or market enters the mix only where five organisations reported it (a share above zero).
    const metals = (await metalValues(db, reportingPeriod)).filter(
      (m) => enough(m.usdPct.length) || enough(m.englishTonsPct.length),
    );
    const markets = (await marketValues(db, reportingPeriod)).filter((m) => enough(m.usdPct.length));
    industry = {
      organisations: shipments.organisations,
      shipment_usd: amounts(shipments.shipmentUsd),
      english_tons: amounts(shipments.englishTons),
      booking_usd: amounts(shipments.bookingUsd),
      metal: metals.length
        ? metals.map((m) => ({
            name: m.name,
            mtype: m.mtype,
            usd_pct: enough(m.usdPct.length) ? shares(m.usdPct) : null,
            english_tons_pct: enough(m.englishTonsPct.length) ? shares(m.englishTonsPct) : null,
          }))
        : null,
      market: markets.length ? markets.map((m) => ({ name: m.name, usd_pct: shares(m.usdPct) })) : null,
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
