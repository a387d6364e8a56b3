// Spec §4, opening a file: .xanalyzer opens the analyzer viewer; .xterritory the Territory Wizard; .xdashboard
// My dashboards; csv or xls opens in a new window;
// anything else (a folder) lists that folder.
import { extensionOf } from '@mti/contracts/files/file-name';
import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';
import { encodeRepositoryPath } from '@mti/contracts/files/repository-path';
import { paths } from '../../lib/paths.ts';

export type OpenTarget =
  | { kind: 'folder'; names: string[] }
  | { kind: 'route'; to: string }
  | { kind: 'window'; href: string };

/** Names below the home folder of a repository path (`/home/u/a/b` → ['a', 'b']). */
export function namesBelowHome(path: string): string[] {
  return path.split('/').slice(3);
}

export function contentUrl(path: string): string {
  return `/analytics/api/repos/${encodeRepositoryPath(path)}/content`;
}

export function openTarget(file: RepositoryFileDto): OpenTarget {
  if (file.folder === 'true') return { kind: 'folder', names: namesBelowHome(file.path) };
  if (extensionOf(file.name).toLowerCase() === '.xanalyzer') {
    return { kind: 'route', to: paths.analyzerViewer(encodeRepositoryPath(file.path)) };
  }
  // A territory plan opens the Territory Wizard (decision 041).
  if (extensionOf(file.name).toLowerCase() === '.xterritory')
    return { kind: 'route', to: paths.territoryWizard(file.id) };
  // A personal dashboard opens under My dashboards (decision 065).
  if (extensionOf(file.name).toLowerCase() === '.xdashboard') return { kind: 'route', to: paths.myDashboards(file.id) };
  return { kind: 'window', href: contentUrl(file.path) };
}

/**
 * Where a file a colleague shares opens, by its type; null when no app opens it by id (its owner's
 * path is not the caller's to know). Apps whose files can be shared add theirs here.
 */
export function sharedFileTarget(file: { id: string; name: string }): string | null {
  const extension = extensionOf(file.name).toLowerCase();
  if (extension === '.xterritory') return paths.territoryWizard(file.id);
  // A shared analysis opens at its clean address; the viewer adds the name's slug (decision 075).
  if (extension === '.xanalyzer') return paths.savedAnalysis(file.id, '');
  return null;
}
