// GET /api/contributions/usmto-advance/periods/{period}/aggregate: the month's protected totals.
import { usmtoAdvanceAggregate } from '@mti/contracts/contributions/usmto-advance-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { contributionsQueryKeys } from './contributions-query-keys.ts';

export const usmtoAggregateQuery = (period: string) =>
  queryOptions({
    queryKey: contributionsQueryKeys.aggregate(period),
    queryFn: ({ signal }) =>
      apiGet(`/api/contributions/usmto-advance/periods/${period}/aggregate`, {
        schema: usmtoAdvanceAggregate,
        errorPages: false,
        signal,
      }),
    retry: false,
  });
