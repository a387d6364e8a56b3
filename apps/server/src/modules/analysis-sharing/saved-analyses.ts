// Saved analyses shared with the owner's organisation (decision 075): a .xanalyzer file opened by
// id by its owner or, read-only, by a colleague of the same organisation; anyone else gets the
// files service's 404. The files service keeps the share (decision 041) and its rules.
import { analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import {
  type AnalysisShareAccess,
  SAVED_ANALYSIS_MSG,
  type SavedAnalysisResponse,
  type SavedAnalysisSummary,
} from '@mti/contracts/analytics/saved-analysis-api';
import { ANALYSIS_EXTENSION } from '@mti/contracts/files/repository-api';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { jsonOfFileContent } from '../../platform/json-file-content.ts';
import {
  type Caller,
  type Owner,
  openFileOfCaller,
  ownFileIdAt,
  type SharedFileInfo,
  shareFileOfCaller,
} from '../files/service.ts';
import { getOrganizationMembers } from '../identity/service.ts';

export type SharingContext = { db: Db; owner: Owner };

async function callerOf({ db, owner }: SharingContext) {
  const { organization, members } = await getOrganizationMembers({ db, siteId: owner.siteId });
  const caller: Caller = { owner, organization };
  const nameOf = (siteId: string) => members.find((m) => m.siteId === siteId)?.name ?? 'A colleague';
  return { caller, nameOf };
}

function summaryOf(info: SharedFileInfo, nameOf: (siteId: string) => string): SavedAnalysisSummary {
  return {
    id: info.id,
    name: info.name.slice(0, -ANALYSIS_EXTENSION.length),
    path: info.path,
    owner_name: nameOf(info.ownerSiteId),
    // Analyses are shared read-only; an edit share (not offered for them) still reads only.
    access: info.access === 'owner' ? 'owner' : 'read',
    shared: info.shared === 'none' ? 'none' : 'read',
    modified: info.modifiedAt.toISOString(),
  };
}

/** A saved analysis the caller owns or that a colleague shares with their organisation. */
export async function openSavedAnalysis(ctx: SharingContext, id: string): Promise<SavedAnalysisResponse> {
  const { caller, nameOf } = await callerOf(ctx);
  const { file, content } = await openFileOfCaller({ db: ctx.db, caller, id, extension: ANALYSIS_EXTENSION });
  const parsed = analysisDefinition.safeParse(jsonOfFileContent(content));
  if (!parsed.success) throw new AppError(422, 'unreadable_file', SAVED_ANALYSIS_MSG.unreadable);
  return { file: summaryOf(file, nameOf), content: parsed.data };
}

/** Shares the caller's own analysis read-only with their organisation, or stops sharing it. */
export async function shareSavedAnalysis(
  ctx: SharingContext,
  { id, access }: { id: string; access: AnalysisShareAccess },
): Promise<SavedAnalysisSummary> {
  const { caller, nameOf } = await callerOf(ctx);
  return summaryOf(await shareFileOfCaller({ db: ctx.db, caller, id, extension: ANALYSIS_EXTENSION, access }), nameOf);
}

/**
 * The caller's own saved analysis at a colon path (the spec's path form, the link of My Files), as
 * the address by id describes it: the page opened by path learns its id and share, so the owner can
 * share it there too (decision 080). Only the caller's own home is reachable by path.
 */
export async function savedAnalysisAt(ctx: SharingContext, colonPath: string): Promise<SavedAnalysisSummary> {
  const id = await ownFileIdAt({ db: ctx.db, owner: ctx.owner, path: colonPath, extension: ANALYSIS_EXTENSION });
  return (await openSavedAnalysis(ctx, id)).file;
}
