// Added (issue 8, beyond the original): the benchmark an organisation sees after submitting — its
// own figures beside the industry's quartiles for the period. Published only where at least
// BENCHMARK_MIN_ORGANISATIONS organisations submitted; minimum and maximum are never published,
// since each would be one organisation's own figure.
import { z } from 'zod';
import { reportingPeriodSchema } from './reporting-period.ts';
import { METAL_TYPES } from './survey-catalogue.ts';

export const BENCHMARK_MIN_ORGANISATIONS = 5;

export const quartiles = z.object({ lower_quartile: z.number(), median: z.number(), upper_quartile: z.number() });
export type Quartiles = z.infer<typeof quartiles>;

export const benchmarkResponse = z.object({
  reporting_period: reportingPeriodSchema,
  min_organisations: z.number().int(),
  own: z.object({
    shipment_usd: z.number(),
    english_tons: z.number(),
    booking_usd: z.number(),
    metal: z.array(
      z.object({ name: z.string(), mtype: z.enum(METAL_TYPES), usd_pct: z.number(), english_tons_pct: z.number() }),
    ),
    market: z.array(z.object({ name: z.string(), usd_pct: z.number() })),
  }),
  /** Null while fewer than min_organisations submitted. */
  industry: z
    .object({
      organisations: z.number().int(),
      shipment_usd: quartiles,
      english_tons: quartiles,
      booking_usd: quartiles,
      /** Each share is taken over the organisations that report it (left out below five); null below the minimum. */
      metal: z
        .array(
          z.object({
            name: z.string(),
            mtype: z.enum(METAL_TYPES),
            usd_pct: quartiles.nullable(),
            english_tons_pct: quartiles.nullable(),
          }),
        )
        .nullable(),
      market: z.array(z.object({ name: z.string(), usd_pct: quartiles })).nullable(),
    })
    .nullable(),
});
export type BenchmarkResponse = z.infer<typeof benchmarkResponse>;

export const BENCHMARK_NOT_SUBMITTED = 'The benchmark is available once your organisation has submitted this month.';
