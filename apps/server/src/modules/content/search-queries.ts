// Database calls of the site search index (site_search_documents, decision 048).
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { type SearchAudience, siteSearchDocuments } from './schema.ts';

export type SearchDocumentInput = { path: string; audience: SearchAudience; title: string; body: string };

/** Replaces every row of one source with these documents, in one transaction. */
export async function replaceSourceDocuments(db: Db, source: string, documents: SearchDocumentInput[]): Promise<void> {
  await withTransaction(db, async (tx) => {
    const paths = documents.map((d) => d.path);
    await tx
      .delete(siteSearchDocuments)
      .where(
        paths.length
          ? and(eq(siteSearchDocuments.source, source), notInArray(siteSearchDocuments.path, paths))
          : eq(siteSearchDocuments.source, source),
      );
    for (const doc of documents) {
      await tx
        .insert(siteSearchDocuments)
        .values({ ...doc, source })
        .onConflictDoUpdate({
          target: siteSearchDocuments.path,
          set: { source, audience: doc.audience, title: doc.title, body: doc.body, indexedAt: sql`now()` },
        });
    }
  });
}

/** Sets the indexed words of these documents, by path (documents not indexed are left out). */
export async function updateDocumentBodies(db: Db, bodies: ReadonlyMap<string, string>): Promise<void> {
  for (const [path, body] of bodies) {
    await db.update(siteSearchDocuments).set({ body, indexedAt: sql`now()` }).where(eq(siteSearchDocuments.path, path));
  }
}

export type SearchDocumentHit = { path: string; title: string; headline: string; rank: number };

/** Documents of these audiences matching the term, best first, each with a marked headline. */
export async function findMatchingDocuments(
  db: Db,
  { term, audiences, limit }: { term: string; audiences: SearchAudience[]; limit: number },
): Promise<SearchDocumentHit[]> {
  // \u0001 and \u0002 mark the matches (not HTML tags): the snippet is split into text parts, never rendered as HTML.
  return rowsOf<SearchDocumentHit>(
    db,
    sql`
      with q as (select websearch_to_tsquery('english', ${term}) as query)
      select d.path, d.title,
             ts_headline('english', d.body, q.query,
               'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as headline,
             ts_rank(d.search_vector, q.query) as rank
      from site_search_documents d, q
      where d.search_vector @@ q.query
        and d.audience in (${sql.join(
          audiences.map((a) => sql`${a}`),
          sql`, `,
        )})
      order by rank desc, d.title
      limit ${limit}`,
  );
}
