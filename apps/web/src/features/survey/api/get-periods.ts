// GET on the survey base path (spec §7): the organisation's reporting periods, newest first.
import { type PeriodListItem, periodListResponse } from '@mti/contracts/survey/survey-api';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet } from './survey-call.ts';
import { periodsQueryKey } from './survey-query-keys.ts';

export function periodsQuery(basePath: string | undefined, enabled = true) {
  return queryOptions({
    queryKey: periodsQueryKey,
    queryFn: ({ signal }) =>
      surveyGet<PeriodListItem[]>(basePath as string, '', { schema: periodListResponse, signal }),
    enabled: !!basePath && enabled,
  });
}
