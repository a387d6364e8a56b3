// GET /api/contributions/agma/uploads: the caller's months, each with its current version and history.
import { agmaUploadsResponse } from '@mti/contracts/contributions/agma-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { contributionsQueryKeys } from './contributions-query-keys.ts';

export const agmaUploadsQuery = () =>
  queryOptions({
    queryKey: contributionsQueryKeys.agmaUploads,
    queryFn: ({ signal }) => apiGet('/api/contributions/agma/uploads', { schema: agmaUploadsResponse, signal }),
  });
