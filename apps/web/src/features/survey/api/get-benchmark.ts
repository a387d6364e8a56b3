// GET {surveyBasePath}/benchmark/{reportingPeriod} (added): the organisation's figures beside the
// industry's quartiles, once it has submitted.
import { type BenchmarkResponse, benchmarkResponse } from '@mti/contracts/survey/survey-benchmark';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet } from './survey-call.ts';
import { benchmarkQueryKey } from './survey-query-keys.ts';

export function benchmarkQuery(basePath: string | undefined, period: string, enabled: boolean) {
  return queryOptions({
    queryKey: benchmarkQueryKey(period),
    queryFn: ({ signal }) =>
      surveyGet<BenchmarkResponse>(basePath as string, `/benchmark/${period}`, { schema: benchmarkResponse, signal }),
    enabled: !!basePath && enabled,
  });
}
