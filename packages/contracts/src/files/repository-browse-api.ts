// The browse calls of the file repository as Pentaho Server 9's FileResource takes them
// (org.pentaho.platform.web.http.api.resources.FileResource, pentaho/pentaho-platform): children,
// tree, properties, download and createDir under /analytics/api/repo/files/{colon:path}/…, and the
// same for the root (`:` or no path). Decision 033.
import { z } from 'zod';
import { type RepositoryFileDto, repositoryFileDto } from './repository-api.ts';

/**
 * A boolean query parameter read as JAX-RS reads a `Boolean` (Boolean.valueOf): 'true' in any
 * letter case is true, anything else false; absent is undefined.
 */
export const pentahoBoolean = z
  .string()
  .max(10)
  .transform((value) => value.toLowerCase() === 'true');

/** The `depth` of a tree: levels below the folder; negative (the default, -1) for every level. */
const depth = z.coerce.number().int().min(-1_000_000).max(1_000_000);

/**
 * Pentaho's legacy filter: `|`-separated parts, each a file type (`FILES`, `FOLDERS`,
 * `FILES_FOLDERS`), a member list (`includeMembers=…`, `excludeMembers=…`) or a name pattern with
 * `*` wildcards (`*.xanalyzer`); the name patterns together are one disjunction.
 */
const filter = z.string().max(1000);

// GET repo/files/{path}/children?showHidden=&filter=&includeAcls=
export const childrenQuery = z.object({
  showHidden: pentahoBoolean.optional(),
  filter: filter.optional(),
  includeAcls: pentahoBoolean.optional(),
});
export type ChildrenQuery = z.infer<typeof childrenQuery>;

// GET repo/files/{path}/tree?depth=&showHidden=&filter=&includeAcls=&includeSysDirs=
export const treeQuery = childrenQuery.extend({
  depth: depth.optional(),
  includeSysDirs: pentahoBoolean.optional(),
});
export type TreeQuery = z.infer<typeof treeQuery>;

// GET repo/files/{path}/download?withManifest= (the file itself either way here: decision 033)
export const downloadQuery = z.object({ withManifest: z.string().max(10).optional() });

/** A folder with what it holds, `children` left out below the depth asked for. */
export type RepositoryFileTreeDto = { file: RepositoryFileDto; children?: RepositoryFileTreeDto[] };
export const repositoryFileTreeDto: z.ZodType<RepositoryFileTreeDto> = z.lazy(() =>
  z.object({ file: repositoryFileDto, children: z.array(repositoryFileTreeDto).optional() }),
);

/** The fixed ids of the two folders every user sees above their home: `/` and `/home`. */
export const ROOT_FOLDER_ID = '00000000-0000-4000-8000-000000000000';
export const HOMES_FOLDER_ID = '00000000-0000-4000-8000-000000000001';
