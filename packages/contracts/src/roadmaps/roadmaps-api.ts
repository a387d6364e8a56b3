// TechTrends roadmaps (spec §2 techtrends-roadmaps, techtrends-compareRoadmaps; §6 the trends
// service for members and paid subscribers; §9 four roadmaps, two compared at once).
import { z } from 'zod';

/** The launcher app whose access (role, subscription, `legal/techtrends-terms`) opens the roadmaps. */
export const ROADMAPS_APP_KEY = 'techtrends-roadmaps';

export const ROADMAP_IDS = [
  'standards-institute',
  'defense-additive',
  'international-manufacturing',
  'materials-joining',
] as const;
export const roadmapId = z.enum(ROADMAP_IDS);
export type RoadmapId = z.infer<typeof roadmapId>;

/** Spec §9: two roadmaps can be compared at once. */
export const MAX_COMPARED_ROADMAPS = 2;

/** Spec §2, exact texts. */
export const ROADMAP_SEARCH_PLACEHOLDER = 'Enter a term to search';
export const ROADMAP_NO_RESULTS = 'No results found!';

export const ROADMAPS_NOT_ENTITLED = 'TechTrends Roadmaps are available to association members and paid subscribers.';
/** Not the session gate's terms_not_accepted (the terms of use), which the web client handles itself. */
export const ROADMAPS_TERMS_CODE = 'app_terms_not_accepted';
export const ROADMAPS_TERMS_NOT_ACCEPTED = 'Accept the TechTrends supplemental terms to open the roadmaps.';

export const roadmapMilestone = z.object({ year: z.number().int(), text: z.string() });
export const roadmapTechnologyArea = z.object({
  name: z.string(),
  description: z.string(),
  milestones: z.array(roadmapMilestone),
});
export const roadmapSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

export const roadmapSummary = z.object({
  id: roadmapId,
  title: z.string(),
  organisation: z.string(),
  summary: z.string(),
  horizon: z.string(),
});
export type RoadmapSummary = z.infer<typeof roadmapSummary>;

export const roadmapDocument = roadmapSummary.extend({
  sections: z.array(roadmapSection),
  technology_areas: z.array(roadmapTechnologyArea),
});
export type RoadmapDocument = z.infer<typeof roadmapDocument>;

export const roadmapListResponse = z.array(roadmapSummary);
export const roadmapParams = z.object({ id: roadmapId });
export const roadmapResponse = roadmapDocument;

/**
 * The compare page's address: `techtrends-compareRoadmaps?ids=a,b&q=term`. Unknown ids are dropped,
 * duplicates collapsed, and at most two kept, so a hand-edited address never shows more than two.
 */
export function parseComparedIds(value: string | null | undefined): RoadmapId[] {
  const ids: RoadmapId[] = [];
  for (const part of (value ?? '').split(',')) {
    const parsed = roadmapId.safeParse(part.trim());
    if (parsed.success && !ids.includes(parsed.data)) ids.push(parsed.data);
  }
  return ids.slice(0, MAX_COMPARED_ROADMAPS);
}
