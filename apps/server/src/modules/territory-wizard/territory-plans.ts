// The Territory Wizard's rules: plans are .xterritory files in My Files (the files service keeps
// them, their trash and their shares), checked against the county geography before they are
// written, and sized with the county figures of the analytics service.
import { SHARED_FILE_MSG } from '@mti/contracts/files/file-shares';
import type {
  ShareAccess,
  TerritoryFiguresResponse,
  TerritoryFileResponse,
  TerritoryFileSummary,
} from '@mti/contracts/territory-wizard/territory-api';
import { TERRITORY_EXTENSION, type TerritoryFile, territoryFile } from '@mti/contracts/territory-wizard/territory-file';
import { checkTerritoryRegions, type Geography } from '@mti/contracts/territory-wizard/territory-regions';
import type { Db } from '../../platform/db.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { AnalyticsEngine } from '../analytics/service.ts';
import {
  type Caller,
  listFilesOfCaller,
  type Owner,
  openFileOfCaller,
  type SharedFileInfo,
  saveDocumentInHome,
  saveFileOfCaller,
  shareFileOfCaller,
} from '../files/service.ts';
import { getEntitlements, getOrganizationMembers } from '../identity/service.ts';
import { type CountyBase, loadCountyBase } from './county-base.ts';
import { planFigures } from './plan-figures.ts';

export type PlanContext = { db: Db; engine: AnalyticsEngine; owner: Owner };

const NO_YEAR = 'There are no county figures for that year.';

async function callerOf({ db, owner }: PlanContext) {
  const { organization, members } = await getOrganizationMembers({ db, siteId: owner.siteId });
  const caller: Caller = { owner, organization };
  const nameOf = (siteId: string) => members.find((m) => m.siteId === siteId)?.name ?? 'A colleague';
  return { caller, members, nameOf };
}

function summaryOf(info: SharedFileInfo, nameOf: (siteId: string) => string): TerritoryFileSummary {
  return {
    id: info.id,
    name: info.name.slice(0, -TERRITORY_EXTENSION.length),
    path: info.path,
    owner_name: nameOf(info.ownerSiteId),
    access: info.access,
    shared: info.shared,
    modified: info.modifiedAt.toISOString(),
  };
}

async function baseFor(ctx: PlanContext, year: number | null): Promise<CountyBase> {
  const entitlements = await getEntitlements({ db: ctx.db, siteId: ctx.owner.siteId });
  const base = await loadCountyBase(ctx.engine, entitlements, year);
  if (!base) throw badRequest('invalid_input', NO_YEAR, 'year');
  return base;
}

// One Geography per county base, so that its per-state lookups (territory-regions.ts) are built once.
const geographies = new WeakMap<CountyBase, Geography>();
function geographyOf(base: CountyBase): Geography {
  let geography = geographies.get(base);
  if (!geography) {
    geography = { counties: base.counties };
    geographies.set(base, geography);
  }
  return geography;
}

/** The plan's regions against the counties: unknown counties and regions counted twice are a 400. */
async function checkedBase(ctx: PlanContext, plan: TerritoryFile): Promise<CountyBase> {
  const base = await baseFor(ctx, plan.year);
  const problem = checkTerritoryRegions(plan, geographyOf(base));
  if (problem) throw badRequest('invalid_input', problem.msg, problem.path.join('.'));
  return base;
}

async function checkedContent(ctx: PlanContext, plan: TerritoryFile): Promise<Buffer> {
  await checkedBase(ctx, plan);
  return Buffer.from(JSON.stringify(plan, null, 2));
}

export async function listTerritoryPlans(ctx: PlanContext): Promise<{ files: TerritoryFileSummary[] }> {
  const { caller, nameOf } = await callerOf(ctx);
  const files = await listFilesOfCaller({ db: ctx.db, caller, extension: TERRITORY_EXTENSION });
  return { files: files.map((f) => summaryOf(f, nameOf)) };
}

export async function openTerritoryPlan(ctx: PlanContext, id: string): Promise<TerritoryFileResponse> {
  const { caller, nameOf } = await callerOf(ctx);
  const { file, content } = await openFileOfCaller({ db: ctx.db, caller, id, extension: TERRITORY_EXTENSION });
  const parsed = territoryFile.safeParse(JSON.parse(content.toString('utf8') || '{}'));
  if (!parsed.success) throw new AppError(422, 'unreadable_file', 'This territory plan cannot be read.');
  return { file: summaryOf(file, nameOf), content: parsed.data };
}

export async function createTerritoryPlan(
  ctx: PlanContext,
  {
    fileName,
    overwrite,
    plan,
    quotaBytes,
  }: { fileName: string; overwrite: boolean; plan: TerritoryFile; quotaBytes: number },
): Promise<{ file: TerritoryFileSummary; created: boolean }> {
  const content = await checkedContent(ctx, plan);
  const { file, created } = await saveDocumentInHome({
    db: ctx.db,
    owner: ctx.owner,
    fileName,
    extension: TERRITORY_EXTENSION,
    content,
    overwrite,
    quotaBytes,
  });
  const { file: saved } = await openTerritoryPlan(ctx, file.id);
  return { file: saved, created };
}

export async function saveTerritoryPlan(
  ctx: PlanContext,
  { id, plan, quotaBytes }: { id: string; plan: TerritoryFile; quotaBytes: number },
): Promise<TerritoryFileSummary> {
  const { caller, nameOf } = await callerOf(ctx);
  // Who may write comes first: a read-only colleague learns that before anything about the plan.
  const opened = await openFileOfCaller({ db: ctx.db, caller, id, extension: TERRITORY_EXTENSION });
  if (opened.file.access === 'read') throw new AppError(403, 'read_only', SHARED_FILE_MSG.readOnly);
  const content = await checkedContent(ctx, plan);
  const info = await saveFileOfCaller({ db: ctx.db, caller, id, extension: TERRITORY_EXTENSION, content, quotaBytes });
  return summaryOf(info, nameOf);
}

export async function shareTerritoryPlan(
  ctx: PlanContext,
  { id, access }: { id: string; access: ShareAccess },
): Promise<TerritoryFileSummary> {
  const { caller, nameOf } = await callerOf(ctx);
  return summaryOf(await shareFileOfCaller({ db: ctx.db, caller, id, extension: TERRITORY_EXTENSION, access }), nameOf);
}

/** The plan's figures as it stands on screen (saved or not). */
export async function sizeTerritoryPlan(ctx: PlanContext, plan: TerritoryFile): Promise<TerritoryFiguresResponse> {
  const base = await checkedBase(ctx, plan);
  return planFigures(plan, geographyOf(base), base);
}

/** The organisation's members a territory can be assigned to. */
export async function listColleagues(ctx: PlanContext) {
  const { members } = await getOrganizationMembers({ db: ctx.db, siteId: ctx.owner.siteId });
  return { colleagues: members.map((m) => ({ name: m.name, email: m.email })) };
}
