// What the {app} of analytics/viewer/{app} and analyzer/viewer/{app} names (spec §2, §4): a saved
// analysis by its colon path (`:home:000123:Reports:Q1.xanalyzer`, the link of My Files), or an
// app as {role}-{urlkey}, whose last colon-separated part is the viewer key.
import { ANALYSIS_EXTENSION } from '@mti/contracts/files/repository-api';
import { toSlashPath } from '@mti/contracts/files/repository-path';

export type ViewerTarget = { kind: 'file'; path: string } | { kind: 'app'; key: string };

/** `param` as React Router gives it (names already decoded). */
export function viewerTarget(param: string): ViewerTarget {
  if (param.toLowerCase().endsWith(ANALYSIS_EXTENSION)) return { kind: 'file', path: toSlashPath(param) };
  return { kind: 'app', key: param.split(':').at(-1) ?? param };
}

/**
 * The dataset an app opens with: the one named by its key, or USMTO orders for any app of the usmto
 * role (the part of {role}-{urlkey} before the first dash).
 */
export function datasetForKey(key: string, datasetIds: readonly string[]): string | null {
  const lower = key.toLowerCase();
  if (datasetIds.includes(lower)) return lower;
  if (lower.split('-')[0] === 'usmto' && datasetIds.includes('usmto-orders')) return 'usmto-orders';
  return null;
}
