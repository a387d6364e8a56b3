// The two roadmap pages (spec §2) and the compare page's address: the chosen roadmaps and the term.
import type { RoadmapId } from '@mti/contracts/roadmaps/roadmaps-api';

export const ROADMAPS_PATH = '/techtrends-roadmaps';
export const COMPARE_PATH = '/techtrends-compareRoadmaps';

export function compareHref(ids: readonly RoadmapId[], term = ''): string {
  const query = new URLSearchParams({ ids: ids.join(',') });
  if (term) query.set('q', term);
  return `${COMPARE_PATH}?${query}`;
}
