// GET /api/contributions/usmto-advance: the open month, its deadline and the caller's submissions.
import { usmtoAdvanceStatus } from '@mti/contracts/contributions/usmto-advance-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { contributionsQueryKeys } from './contributions-query-keys.ts';

export const usmtoAdvanceQuery = () =>
  queryOptions({
    queryKey: contributionsQueryKeys.usmtoAdvance,
    queryFn: ({ signal }) => apiGet('/api/contributions/usmto-advance', { schema: usmtoAdvanceStatus, signal }),
  });
