// GET /api/roadmaps: the four TechTrends roadmap cards.
import { type RoadmapSummary, roadmapListResponse } from '@mti/contracts/roadmaps/roadmaps-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export function roadmapsQuery() {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'roadmaps'],
    queryFn: ({ signal }) => apiGet<RoadmapSummary[]>('roadmaps', { schema: roadmapListResponse, signal }),
    retry: false,
  });
}
