// Saved analyses shared with the owner's organisation (decision 075), under /analytics/api:
// saved-analyses/{id} opens one (own or shared), saved-analyses/{id}/share shares it read-only.
// My Files' generic "Shared with me" (decision 076) lists shared analyses with every shared file.
import { z } from 'zod';
import { analysisDefinition } from './analysis-definition.ts';

/** An analysis is shared read-only or not at all: a colleague keeps changes in a copy of their own. */
export const ANALYSIS_SHARE_ACCESS = ['none', 'read'] as const;
export type AnalysisShareAccess = (typeof ANALYSIS_SHARE_ACCESS)[number];

export const SAVED_ANALYSIS_MSG = {
  badAccess: 'Choose how to share: not shared, or read-only with your organisation.',
  unreadable: 'This analysis cannot be read.',
} as const;

export const savedAnalysisSummary = z.object({
  id: z.string(),
  /** The file name without .xanalyzer. */
  name: z.string(),
  /** The owner's path (`/home/{timss}/Reports/Q1.xanalyzer`); null for a colleague. */
  path: z.string().nullable(),
  owner_name: z.string(),
  access: z.enum(['owner', 'read']),
  /** How the owner shares it within the organisation. */
  shared: z.enum(ANALYSIS_SHARE_ACCESS),
  modified: z.string(),
});
export type SavedAnalysisSummary = z.infer<typeof savedAnalysisSummary>;

export const savedAnalysisIdParams = z.object({ id: z.string().uuid() });
export const savedAnalysisResponse = z.object({ file: savedAnalysisSummary, content: analysisDefinition });
export type SavedAnalysisResponse = z.infer<typeof savedAnalysisResponse>;

export const shareSavedAnalysisBody = z.object({
  access: z.enum(ANALYSIS_SHARE_ACCESS, { error: SAVED_ANALYSIS_MSG.badAccess }),
});
