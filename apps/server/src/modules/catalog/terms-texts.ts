// An app's terms text by version (issue 19, decision 078): the current text of a terms key (the
// launcher's terms dialog shows it, an acceptance records its version), and the seeded first texts.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';

export type CurrentTermsText = { version: number; body: string | null };

/** The newest version of a terms key's text; version 0 and no body when none is stored. */
export async function currentTermsText(db: Db, termsKey: string): Promise<CurrentTermsText> {
  const [row] = await rowsOf<{ version: number; body: string }>(
    db,
    sql`select version, body from catalog_terms_texts where terms_key = ${termsKey} order by version desc limit 1`,
  );
  return row ?? { version: 0, body: null };
}

/**
 * The newest version of each of these terms keys as one short text ("econ:1,techtrends:2"): what the
 * site search compares before a search, so that any instance sees a version another one published.
 */
export async function termsVersionsStamp(db: Db, termsKeys: readonly string[]): Promise<string> {
  if (termsKeys.length === 0) return '';
  const [row] = await rowsOf<{ stamp: string | null }>(
    db,
    sql`select string_agg(terms_key || ':' || version, ',' order by terms_key) as stamp
        from (select terms_key, max(version) as version from catalog_terms_texts
              where terms_key in (${sql.join(
                termsKeys.map((k) => sql`${k}`),
                sql`, `,
              )})
              group by terms_key) newest`,
  );
  return row?.stamp ?? '';
}

/** Stores each key's first text unless the key has one already (a published text is never replaced). */
export async function insertFirstTermsTexts(db: Db, texts: Readonly<Record<string, string>>): Promise<void> {
  for (const [termsKey, body] of Object.entries(texts)) {
    await db.execute(
      sql`insert into catalog_terms_texts (terms_key, version, body)
          select ${termsKey}, 1, ${body}
          where not exists (select 1 from catalog_terms_texts where terms_key = ${termsKey})`,
    );
  }
}
