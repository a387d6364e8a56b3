// My dashboards: a user's own dashboards of pinned analyses, kept as .xdashboard files in My Files
// (the files service keeps them, with trash and restore like any file). Only their owner reaches
// them: another user's dashboard is a 404, as one that does not exist. Every tile's analysis passes
// the analyzer's own check before the file is written.

import { analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import {
  MAX_TILES,
  MY_DASHBOARD_EXTENSION,
  MY_DASHBOARD_MSG,
  type MyDashboardFile,
  type MyDashboardResponse,
  type MyDashboardSummary,
  myDashboardFile,
  nextTileId,
  type PinnableAnalyses,
  type PinTileBody,
} from '@mti/contracts/dashboards/my-dashboard-file';
import { ANALYSIS_EXTENSION } from '@mti/contracts/files/repository-api';
import type { Db } from '../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { jsonOfFileContent } from '../../platform/json-file-content.ts';
import { type AnalyticsEngine, checkAnalysis } from '../analytics/service.ts';
import {
  type Caller,
  listFilesOfCaller,
  type Owner,
  openFileOfCaller,
  type SharedFileInfo,
  saveDocumentInHome,
  saveFileOfCaller,
  updateFileOfCaller,
} from '../files/service.ts';

export type MyDashboardContext = { db: Db; engine: AnalyticsEngine; owner: Owner; quotaBytes: number };

// No organisation: no file shared with one is reached, only the caller's own.
const callerOf = (ctx: MyDashboardContext): Caller => ({ owner: ctx.owner, organization: '' });

function summaryOf(info: SharedFileInfo): MyDashboardSummary {
  return {
    id: info.id,
    name: info.name.slice(0, -MY_DASHBOARD_EXTENSION.length),
    path: info.path,
    modified: info.modifiedAt.toISOString(),
  };
}

async function checkedContent(ctx: MyDashboardContext, dashboard: MyDashboardFile): Promise<Buffer> {
  for (const tile of dashboard.tiles) {
    await checkAnalysis({ engine: ctx.engine, db: ctx.db, siteId: ctx.owner.siteId, definition: tile.analysis });
  }
  return Buffer.from(JSON.stringify(dashboard, null, 2));
}

export async function listMyDashboards(ctx: MyDashboardContext): Promise<{ files: MyDashboardSummary[] }> {
  const files = await listFilesOfCaller({ db: ctx.db, caller: callerOf(ctx), extension: MY_DASHBOARD_EXTENSION });
  return { files: files.filter((f) => f.access === 'owner').map(summaryOf) };
}

export async function openMyDashboard(ctx: MyDashboardContext, id: string): Promise<MyDashboardResponse> {
  const { file, content } = await openFileOfCaller({
    db: ctx.db,
    caller: callerOf(ctx),
    id,
    extension: MY_DASHBOARD_EXTENSION,
  }).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? notFound(MY_DASHBOARD_MSG.notFound) : error;
  });
  if (file.access !== 'owner') throw notFound(MY_DASHBOARD_MSG.notFound);
  const parsed = myDashboardFile.safeParse(jsonOfFileContent(content));
  if (!parsed.success) throw new AppError(422, 'unreadable_file', MY_DASHBOARD_MSG.unreadable);
  return { file: summaryOf(file), content: parsed.data };
}

export async function createMyDashboard(
  ctx: MyDashboardContext,
  { fileName, overwrite, dashboard }: { fileName: string; overwrite: boolean; dashboard: MyDashboardFile },
): Promise<{ file: MyDashboardSummary; created: boolean }> {
  const { file, created } = await saveDocumentInHome({
    db: ctx.db,
    owner: ctx.owner,
    fileName,
    extension: MY_DASHBOARD_EXTENSION,
    content: await checkedContent(ctx, dashboard),
    overwrite,
    quotaBytes: ctx.quotaBytes,
  });
  return { file: (await openMyDashboard(ctx, file.id)).file, created };
}

export async function saveMyDashboard(
  ctx: MyDashboardContext,
  id: string,
  dashboard: MyDashboardFile,
): Promise<MyDashboardResponse> {
  // Own files only: another user's id is a 404 before anything is written.
  await openMyDashboard(ctx, id);
  await saveFileOfCaller({
    db: ctx.db,
    caller: callerOf(ctx),
    id,
    extension: MY_DASHBOARD_EXTENSION,
    content: await checkedContent(ctx, dashboard),
    quotaBytes: ctx.quotaBytes,
  });
  return openMyDashboard(ctx, id);
}

/**
 * Pins an analysis as the dashboard's new last tile (from the analyzer's "Pin to dashboard"). The
 * dashboard is read, given the tile and written in one transaction with its row locked (decision
 * 075): two pins at the same instant both land, one after the other.
 */
export async function pinToMyDashboard(
  ctx: MyDashboardContext,
  id: string,
  pin: { title: string; analysis: PinTileBody['analysis'] },
): Promise<MyDashboardResponse> {
  // Own files only: another user's id is a 404 before the analysis is checked.
  await openMyDashboard(ctx, id);
  const analysis = analysisDefinition.parse(pin.analysis);
  // The tiles already there passed this check when they were saved; only the new one needs it.
  await checkAnalysis({ engine: ctx.engine, db: ctx.db, siteId: ctx.owner.siteId, definition: analysis });
  await updateFileOfCaller({
    db: ctx.db,
    caller: callerOf(ctx),
    id,
    extension: MY_DASHBOARD_EXTENSION,
    quotaBytes: ctx.quotaBytes,
    change: (content) => {
      const parsed = myDashboardFile.safeParse(jsonOfFileContent(content));
      if (!parsed.success) throw new AppError(422, 'unreadable_file', MY_DASHBOARD_MSG.unreadable);
      const { tiles } = parsed.data;
      if (tiles.length >= MAX_TILES) throw badRequest('invalid_input', MY_DASHBOARD_MSG.tooManyTiles, 'tiles');
      const tile = { id: nextTileId(tiles), title: pin.title, analysis };
      return Buffer.from(JSON.stringify({ ...parsed.data, tiles: [...tiles, tile] }, null, 2));
    },
  });
  return openMyDashboard(ctx, id);
}

/** The caller's own saved analyses that read as analyses, each with its definition, to pin. */
export async function listPinnableAnalyses(ctx: MyDashboardContext): Promise<PinnableAnalyses> {
  const caller = callerOf(ctx);
  const files = await listFilesOfCaller({ db: ctx.db, caller, extension: ANALYSIS_EXTENSION });
  const analyses: PinnableAnalyses['analyses'] = [];
  for (const info of files.filter((f) => f.access === 'owner')) {
    const { content } = await openFileOfCaller({ db: ctx.db, caller, id: info.id, extension: ANALYSIS_EXTENSION });
    const parsed = analysisDefinition.safeParse(jsonOfFileContent(content));
    if (parsed.success) {
      analyses.push({ id: info.id, name: info.name.slice(0, -ANALYSIS_EXTENSION.length), analysis: parsed.data });
    }
  }
  return { analyses: analyses.sort((a, b) => a.name.localeCompare(b.name)) };
}
