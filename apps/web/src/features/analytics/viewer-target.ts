// What the {app} of analytics/viewer/{app} and analyzer/viewer/{app} names (spec §2, §4): a saved
// analysis by its colon path (`:home:000123:Reports:Q1.xanalyzer`, the link of My Files), or an
// app as {role}-{urlkey}, whose last colon-separated part is the viewer key. The shareable address
// analyzer/viewer/{file id}/{name-slug} names a saved analysis by its id; the slug is only for
// people reading the address and is ignored (decision 054).
import { ANALYSIS_EXTENSION } from '@mti/contracts/files/repository-api';
import { toSlashPath } from '@mti/contracts/files/repository-path';

export type ViewerTarget =
  | { kind: 'file'; path: string }
  | { kind: 'file-id'; id: string }
  | { kind: 'app'; key: string };

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `param` (and `slug`, the segment after it) as React Router gives them (names already decoded). */
export function viewerTarget(param: string, slug?: string): ViewerTarget {
  // Only a saved analysis's address has a second segment; a bare id (slug left off) opens it too.
  if (slug !== undefined || FILE_ID.test(param)) return { kind: 'file-id', id: param.toLowerCase() };
  if (slug === undefined && param.toLowerCase().endsWith(ANALYSIS_EXTENSION)) {
    return { kind: 'file', path: toSlashPath(param) };
  }
  return { kind: 'app', key: param.split(':').at(-1) ?? param };
}

/** Longest slug: enough to recognise a name, short enough for an address that is shared. */
const SLUG_MAX = 60;

/** The readable part of a saved analysis's address: its name without the extension, in lower-case words joined by dashes. */
export function nameSlug(fileName: string): string {
  const base = fileName.toLowerCase().endsWith(ANALYSIS_EXTENSION)
    ? fileName.slice(0, -ANALYSIS_EXTENSION.length)
    : fileName;
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, SLUG_MAX).replace(/-+$/, '') || 'analysis';
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
