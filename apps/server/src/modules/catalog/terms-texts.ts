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
