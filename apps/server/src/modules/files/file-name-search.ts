// The site search's view of My Files (decision 048): the owner's own files and folders whose names
// match a term, searched at query time, so a rename, upload or delete shows in the very next search.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { rowsOf } from '../../platform/db.ts';

export type FileNameHit = {
  name: string;
  isFolder: boolean;
  /** The names below the home folder: the folder's own for a folder, the containing folder's for a file. */
  folderNames: string[];
  rank: number;
};

// Names split into words on anything that is not a letter or digit ("q3-orders.csv" → q3 orders csv);
// a name containing the term as typed matches too (a partial word, "ord").
const nameWords = sql`to_tsvector('simple', regexp_replace(f.name, '[^[:alnum:]]+', ' ', 'g'))`;

/** The caller's live (not trashed, not below a trashed folder) files and folders matching the term. */
export async function searchOwnFileNames({
  db,
  siteId,
  term,
  limit = 20,
}: {
  db: Db;
  siteId: string;
  term: string;
  limit?: number;
}): Promise<FileNameHit[]> {
  const rows = await rowsOf<{ name: string; is_folder: boolean; names: string[]; rank: number }>(
    db,
    sql`
      with recursive tree (id, names) as (
        select id, array[]::text[] from repository_files
        where owner_site_id = ${siteId} and parent_id is null and deleted_at is null
        union all
        select f.id, tree.names || f.name
        from repository_files f join tree on f.parent_id = tree.id
        where f.owner_site_id = ${siteId} and f.deleted_at is null and not f.hidden
      ), q as (select plainto_tsquery('simple', ${term}) as query)
      select f.name, f.is_folder, tree.names,
             ts_rank(${nameWords}, q.query) + case when strpos(lower(f.name), lower(${term})) > 0 then 0.1 else 0 end as rank
      from tree join repository_files f on f.id = tree.id, q
      where f.parent_id is not null
        and (${nameWords} @@ q.query or strpos(lower(f.name), lower(${term})) > 0)
      order by rank desc, f.name
      limit ${limit}`,
  );
  return rows.map((r) => ({
    name: r.name,
    isFolder: r.is_folder,
    folderNames: r.is_folder ? r.names : r.names.slice(0, -1),
    rank: Number(r.rank),
  }));
}
