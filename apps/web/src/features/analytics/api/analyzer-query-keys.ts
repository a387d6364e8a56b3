// Cache keys of the analyzer, under the session scope so that signing out forgets them.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { repositoryFilesQueryScope } from '../../../lib/shared-query-keys.ts';

export const analyzerQueryKey = [SESSION_QUERY_SCOPE, 'analyzer'] as const;
export const datasetsQueryKey = [...analyzerQueryKey, 'datasets'] as const;
export const engineStatusQueryKey = [...analyzerQueryKey, 'status'] as const;
/** A saved analysis file's definition, by its path with '/'. */
export const savedAnalysisQueryKey = (path: string) => [...analyzerQueryKey, 'file', path] as const;
/** A saved analysis by its file id (the shareable address), own or shared. */
export const savedAnalysisByIdQueryKey = (id: string) => [...analyzerQueryKey, 'file-id', id] as const;
/** The caller's own saved analysis opened by its path: its id and share. */
export const savedAnalysisAtPathScope = [...analyzerQueryKey, 'file-at'] as const;
export const savedAnalysisAtPathQueryKey = (path: string) => [...savedAnalysisAtPathScope, path] as const;
/** A pivot, by the shape of its definition (without how it is drawn). */
export const analysisQueryKey = (shape: Omit<AnalysisDefinitionInput, 'chart'>) =>
  [...analyzerQueryKey, 'query', shape] as const;
export const drilldownQueryKey = (definition: AnalysisDefinitionInput, cell: unknown, page: number) =>
  [...analyzerQueryKey, 'drilldown', definition, cell, page] as const;
/**
 * The user's uploaded tables, under the repository scope on purpose: an upload, rename or delete in
 * My Files invalidates that scope, so the blend panel lists a new upload without knowing that feature.
 */
export const userTablesQueryKey = [...repositoryFilesQueryScope, 'tables'] as const;
