// GET /api/roadmaps/{id}: one whole roadmap document.
import { type RoadmapDocument, type RoadmapId, roadmapResponse } from '@mti/contracts/roadmaps/roadmaps-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export function roadmapQuery(id: RoadmapId) {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'roadmap', id],
    queryFn: ({ signal }) => apiGet<RoadmapDocument>(`roadmaps/${id}`, { schema: roadmapResponse, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
