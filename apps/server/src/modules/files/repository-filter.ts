// Pentaho's legacy `filter` of children and tree, read as its RepositoryRequest reads it
// (pentaho-platform api/…/repository2/unified/RepositoryRequest.java): `|`-separated parts; a part
// that is exactly FILES, FOLDERS or FILES_FOLDERS sets the types (the last one wins; FILES counts
// only for a tree of depth 1 and is FILES_FOLDERS otherwise, children included); includeMembers=…
// and excludeMembers=… parts are taken out (every member is always sent, decision 033); what is
// left is a JCR name pattern, a disjunction of names with `*` wildcards, matched case-sensitively
// against whole names. No filter, or only `*`, matches every name.

export type FileTypes = 'FILES' | 'FOLDERS' | 'FILES_FOLDERS';

export type RepositoryFilter = {
  types: FileTypes;
  /** null: every name. */
  names: RegExp | null;
};

const TYPE_PARTS = new Set<string>(['FILES', 'FOLDERS', 'FILES_FOLDERS']);
const MEMBER_PART = /^(includeMembers|excludeMembers)=.+$/;

function globToRegExp(patterns: readonly string[]): RegExp {
  const alternatives = patterns.map((pattern) =>
    pattern
      .split('*')
      .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*'),
  );
  return new RegExp(`^(?:${alternatives.join('|')})$`, 'su');
}

/** The filter of a children call (depth 0 in Pentaho's request) or of a tree of that depth. */
export function parseRepositoryFilter(filter: string | undefined, depth: number): RepositoryFilter {
  let types: FileTypes = 'FILES_FOLDERS';
  const patterns: string[] = [];
  for (const part of (filter || '*').split('|')) {
    if (TYPE_PARTS.has(part)) types = part as FileTypes;
    else if (!MEMBER_PART.test(part)) patterns.push(part);
  }
  if (types === 'FILES' && depth !== 1) types = 'FILES_FOLDERS';
  // What is left empty is no name filter at all; JCR trims the terms of a name pattern.
  const terms = patterns.join('|') === '' ? [] : patterns.map((p) => p.trim());
  const names = terms.length === 0 || terms.every((t) => t === '*') ? null : globToRegExp(terms);
  return { types, names };
}

export function matchesName(filter: RepositoryFilter, name: string): boolean {
  return filter.names === null || filter.names.test(name);
}

export function matchesType(filter: RepositoryFilter, isFolder: boolean): boolean {
  if (filter.types === 'FILES') return !isFolder;
  if (filter.types === 'FOLDERS') return isFolder;
  return true;
}
