// GET survey/participation (added): the user's organisation, or none, and the administrator right.
import { type Participation, participationResponse } from '@mti/contracts/survey/survey-api';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet } from './survey-call.ts';
import { participationQueryKey } from './survey-query-keys.ts';

export function participationQuery(basePath: string | undefined) {
  return queryOptions({
    queryKey: participationQueryKey,
    queryFn: ({ signal }) =>
      surveyGet<Participation>(basePath as string, '/participation', { schema: participationResponse, signal }),
    enabled: !!basePath,
    staleTime: 5 * 60_000,
  });
}
