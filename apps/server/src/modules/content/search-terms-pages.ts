// The legal pages of app terms in the site search (decisions 091, 096). Their indexed words are the
// published text, and a version may be published by any server instance. The index is one table
// that every instance shares, but the instance that publishes may stop before it re-indexes, and a
// starting instance may write the text it read just before a publish. So, before each search, an
// instance compares the published versions (one small query) with those it last indexed and, when
// they differ, re-indexes those pages. The re-index reads the texts and writes them under one
// transaction-scoped advisory lock: two instances re-indexing at once write one after the other, the
// second with the newest text.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, withTransaction } from '../../platform/db.ts';
import { publishedTermsPagesStamp, publishedTermsPageTexts } from '../catalog/service.ts';
import { updateDocumentBodies } from './search-queries.ts';

/** pg_advisory_xact_lock's key of this re-index (any number no other lock of ours uses). */
const TERMS_PAGES_LOCK = 727_281;

export type TermsPagesIndex = {
  /** Re-indexes the terms pages from the published texts now. */
  reindex(): Promise<void>;
  /** Re-indexes them if a version was published since this instance last did. */
  ensureCurrent(): Promise<void>;
};

export function createTermsPagesIndex(db: Db, log: FastifyBaseLogger): TermsPagesIndex {
  let indexedStamp: string | null = null;
  let running: Promise<void> | null = null;

  const reindexLocked = async () => {
    const stamp = await withTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${TERMS_PAGES_LOCK})`);
      const current = await publishedTermsPagesStamp({ db: tx });
      await updateDocumentBodies(tx, await publishedTermsPageTexts({ db: tx }));
      return current;
    });
    indexedStamp = stamp;
  };

  // Searches arriving together share one re-index.
  const reindex = () => {
    running ??= reindexLocked().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    reindex,
    async ensureCurrent() {
      try {
        if ((await publishedTermsPagesStamp({ db })) !== indexedStamp) await reindex();
      } catch (err) {
        // The search still answers (with the words indexed before) rather than fail.
        log.error({ err }, 'site search: the app terms pages could not be re-indexed');
      }
    },
  };
}
