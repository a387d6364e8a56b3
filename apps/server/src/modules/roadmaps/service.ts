// TechTrends roadmaps (spec §2, §6): for members and paid subscribers who hold the launcher app and
// accepted `legal/techtrends-terms`. Access is the catalog's decision for the app, so the launcher
// card, its terms dialog and this module never disagree.
import {
  ROADMAPS_APP_KEY,
  ROADMAPS_NOT_ENTITLED,
  ROADMAPS_TERMS_CODE,
  ROADMAPS_TERMS_NOT_ACCEPTED,
  type RoadmapDocument,
  type RoadmapId,
  type RoadmapSummary,
} from '@mti/contracts/roadmaps/roadmaps-api';
import type { Db } from '../../platform/db.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { getAppAccess } from '../catalog/service.ts';
import { ALL_ROADMAPS } from './documents/all-roadmaps.ts';

/** May this user read the roadmaps now? */
export async function mayReadRoadmaps({ db, siteId }: { db: Db; siteId: string }): Promise<boolean> {
  return (await getAppAccess({ db, siteId, appKey: ROADMAPS_APP_KEY })) === 'open';
}

async function assertMayReadRoadmaps(db: Db, siteId: string): Promise<void> {
  const access = await getAppAccess({ db, siteId, appKey: ROADMAPS_APP_KEY });
  if (access === 'open') return;
  if (access === 'terms_not_accepted') throw new AppError(403, ROADMAPS_TERMS_CODE, ROADMAPS_TERMS_NOT_ACCEPTED);
  throw forbidden(ROADMAPS_NOT_ENTITLED);
}

const toSummary = ({ id, title, organisation, summary, horizon }: RoadmapDocument): RoadmapSummary => ({
  id,
  title,
  organisation,
  summary,
  horizon,
});

/** GET /api/roadmaps: the four cards. */
export async function listRoadmaps({ db, siteId }: { db: Db; siteId: string }): Promise<RoadmapSummary[]> {
  await assertMayReadRoadmaps(db, siteId);
  return ALL_ROADMAPS.map(toSummary);
}

/** GET /api/roadmaps/{id}: one whole document. */
export async function getRoadmap({
  db,
  siteId,
  id,
}: {
  db: Db;
  siteId: string;
  id: RoadmapId;
}): Promise<RoadmapDocument> {
  await assertMayReadRoadmaps(db, siteId);
  const found = ALL_ROADMAPS.find((doc) => doc.id === id);
  if (!found) throw new AppError(404, 'not_found', 'There is no such roadmap.');
  return found;
}

/** For the site search (content module): every roadmap as plain text, whoever may or may not read it. */
export function roadmapSearchSources(): { id: RoadmapId; title: string; text: string }[] {
  return ALL_ROADMAPS.map((doc) => ({
    id: doc.id,
    title: doc.title,
    text: [
      doc.organisation,
      doc.summary,
      ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
      ...doc.technology_areas.flatMap((a) => [
        a.name,
        a.description,
        ...a.milestones.map((m) => `${m.year}: ${m.text}`),
      ]),
    ].join('\n'),
  }));
}
