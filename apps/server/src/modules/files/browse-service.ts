// Browsing the repository as Pentaho's FileService does (pentaho-platform extensions/…/resources/
// services/FileService.java: doGetChildren, doGetTree, doGetProperties; the tree walk of
// JcrRepositoryFileUtils.getTreeByNode): hidden items only with showHidden, the legacy filter,
// items sorted by title without regard to case. A user sees `/`, `/home` and their own home in it,
// nothing of other users (decision 033).
import type { RepositoryFileDto, RepositoryFileList } from '@mti/contracts/files/repository-api';
import {
  HOMES_FOLDER_ID,
  type RepositoryFileTreeDto,
  ROOT_FOLDER_ID,
} from '@mti/contracts/files/repository-browse-api';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { toFileDto } from './file-dto.ts';
import { type FileRow, listLiveChildren, listLiveFilesOfOwner } from './queries.ts';
import { matchesName, matchesType, parseRepositoryFilter, type RepositoryFilter } from './repository-filter.ts';
import { type BrowseTarget, browseTargetOf, type Owner } from './repository-path.ts';
import { homeOf, locate } from './service.ts';

/** An item while browsing: its wire form and what the filter and the walk need to know. */
type Entry = { dto: RepositoryFileDto; name: string; isFolder: boolean; hidden: boolean; id: string };

const notAFolder = () => badRequest('not_a_folder', 'Choose a folder.', 'path');

function entryOf(row: FileRow, path: string, owner: Owner): Entry {
  return {
    dto: toFileDto(row, path, owner.timssCustomer),
    name: row.name,
    isFolder: row.isFolder,
    hidden: row.hidden,
    id: row.id,
  };
}

/** `/` or `/home`, which hold nothing of a user's but lead to their home; dated as the home. */
function virtualFolder(id: string, name: string, path: string, title: string, home: FileRow): Entry {
  const row: FileRow = { ...home, id, name, parentId: null, hidden: false };
  return { dto: { ...toFileDto(row, path, ''), title }, name, isFolder: true, hidden: false, id };
}

const rootOf = (home: FileRow) => virtualFolder(ROOT_FOLDER_ID, '', '/', '', home);
// Pentaho shows /home under the title "Home" (FileResource.HOME_FOLDER_DISPLAY_TITLE).
const homesOf = (home: FileRow) => virtualFolder(HOMES_FOLDER_ID, 'home', '/home', 'Home', home);

/** By title, letter case ignored, then exactly (FileService.sortByLocaleTitle). */
function byTitle(a: { title: string }, b: { title: string }): number {
  const base = a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
  if (base !== 0) return base;
  return a.title < b.title ? -1 : a.title > b.title ? 1 : 0;
}

function visible(entry: Entry, filter: RepositoryFilter, showHidden: boolean): boolean {
  return (showHidden || !entry.hidden) && matchesName(filter, entry.name) && matchesType(filter, entry.isFolder);
}

/** The entry a browse target names, or 404 when nothing is there. */
async function entryAt(db: Db, owner: Owner, target: BrowseTarget, home: FileRow): Promise<Entry> {
  if (target.kind === 'root') return rootOf(home);
  if (target.kind === 'homes') return homesOf(home);
  const found = await locate(db, owner, target.names);
  return entryOf(found.row, found.path, owner);
}

// ---- children

/** GET repo/files/{path}/children (and the root's, `:` or none): a folder's items. */
export async function listChildren({
  db,
  owner,
  path,
  showHidden,
  filter,
}: {
  db: Db;
  owner: Owner;
  path: string;
  showHidden: boolean;
  filter: string | undefined;
}): Promise<RepositoryFileList> {
  const target = browseTargetOf(path, owner);
  const home = await homeOf(db, owner);
  const folder = await entryAt(db, owner, target, home);
  if (!folder.isFolder) throw notAFolder();
  let children: Entry[];
  if (target.kind === 'root') children = [homesOf(home)];
  else if (target.kind === 'homes') children = [entryOf(home, `/home/${home.name}`, owner)];
  else {
    const rows = await listLiveChildren(db, owner.siteId, folder.id);
    children = rows.map((row) => entryOf(row, `${folder.dto.path}/${row.name}`, owner));
  }
  const legacyFilter = parseRepositoryFilter(filter, 0);
  return {
    repositoryFileDto: children
      .filter((c) => visible(c, legacyFilter, showHidden))
      .map((c) => c.dto)
      .sort(byTitle),
  };
}

// ---- tree

type Walk = {
  childrenOf: (entry: Entry) => Entry[];
  filter: RepositoryFilter;
  showHidden: boolean;
};

/**
 * One node and `depth` levels below it (every level when negative), as getTreeByNode walks:
 * the items the filter takes, and besides, when the filter names names, the other folders that
 * hold something it takes further down. `found` tells the caller whether such an item was met.
 */
function walkTree(entry: Entry, depth: number, walk: Walk): { tree: RepositoryFileTreeDto; found: boolean } | null {
  if (entry.hidden && !walk.showHidden) return null;
  if (depth === 0) return { tree: { file: entry.dto }, found: false };
  const all = walk.childrenOf(entry);
  const taken = all.filter((c) => matchesName(walk.filter, c.name) && matchesType(walk.filter, c.isFolder));
  const children: RepositoryFileTreeDto[] = [];
  let found = taken.length > 0;
  if (walk.filter.names !== null) {
    for (const folder of all.filter((c) => c.isFolder && !taken.includes(c))) {
      const below = walkTree(folder, depth - 1, walk);
      if (below?.found) {
        children.push(below.tree);
        found = true;
      }
    }
  }
  for (const child of taken) {
    const below = walkTree(child, depth - 1, walk);
    if (below) children.push(below.tree);
  }
  children.sort((a, b) => byTitle(a.file, b.file));
  return { tree: { file: entry.dto, children }, found };
}

/**
 * GET repo/files/{path}/tree (and the root's): the folder with what it holds, `depth` levels
 * down (-1, the default, for all); null when the folder itself is hidden and hidden items are
 * not asked for (Pentaho then answers 204).
 */
export async function readFileTree({
  db,
  owner,
  path,
  depth,
  showHidden,
  filter,
}: {
  db: Db;
  owner: Owner;
  path: string;
  depth: number | undefined;
  showHidden: boolean;
  filter: string | undefined;
}): Promise<RepositoryFileTreeDto | null> {
  const levels = depth ?? -1;
  const target = browseTargetOf(path, owner);
  const home = await homeOf(db, owner);
  const start = await entryAt(db, owner, target, home);
  const rows = await listLiveFilesOfOwner(db, owner.siteId);
  const byParent = new Map<string, FileRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  }
  const homes = homesOf(home);
  const walk: Walk = {
    filter: parseRepositoryFilter(filter, levels),
    showHidden,
    childrenOf: (entry) => {
      if (entry.id === ROOT_FOLDER_ID) return [homes];
      if (entry.id === HOMES_FOLDER_ID) return [entryOf(home, `/home/${home.name}`, owner)];
      return (byParent.get(entry.id) ?? []).map((row) => entryOf(row, `${entry.dto.path}/${row.name}`, owner));
    },
  };
  return walkTree(start, levels, walk)?.tree ?? null;
}

// ---- properties

/** GET repo/files/{path}/properties (and the root's): one item's record. */
export async function readFileProperties({
  db,
  owner,
  path,
}: {
  db: Db;
  owner: Owner;
  path: string;
}): Promise<RepositoryFileDto> {
  const target = browseTargetOf(path, owner);
  return (await entryAt(db, owner, target, await homeOf(db, owner))).dto;
}
