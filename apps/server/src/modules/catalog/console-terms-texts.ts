// The administrator console's app terms texts (issue 19, decision 078): each terms key the apps ask
// for, its current version and how many accepted it; one key's text and history; publishing a new
// version. A publish is one transaction with its audit row; members who accepted an older version
// are asked again (the launcher's cached acceptances go after the commit).
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import {
  NO_SUCH_TERMS,
  type TermsTextDetail,
  type TermsTextList,
  type TermsTextListQuery,
  type TermsTextSummary,
} from '@mti/contracts/admin/console-terms';
import { TERMS_TEXT_UNCHANGED, termsTextProblem } from '@mti/contracts/catalog/terms-text';
import { sql } from 'drizzle-orm';
import { writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { staleEdit } from '../../platform/optimistic-lock.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { loginNamesOf } from '../identity/service.ts';
import { catalogChanged } from './catalog-cache.ts';

type SummaryRow = Omit<TermsTextSummary, 'published_at'> & { published_at: string | Date | null };

/**
 * One row per terms key: the keys the apps that ask for terms use (appTermsKey in SQL: the first part
 * before a hyphen of the appurl's last path segment) and those of any stored text, with their apps,
 * current version and acceptances of it and of any version.
 */
const appKeys = sql`(select short_name,
      split_part(regexp_replace(rtrim(regexp_replace(appurl, '[?#].*$', ''), '/'), '^.*/', ''), '-', 1) as terms_key
    from catalog_apps where terms_required)`;
const summarySelect = sql`select * from (select k.terms_key,
      coalesce((select json_agg(a.short_name order by a.short_name) from ${appKeys} a where a.terms_key = k.terms_key),
        '[]'::json) as apps,
      coalesce(t.version, 0)::int as version, t.published_at,
      (select count(distinct c.site_id) from catalog_terms_acceptances c
        where c.terms_key = k.terms_key and c.terms_version >= coalesce(t.version, 0))::int as accepted_current,
      (select count(distinct c.site_id) from catalog_terms_acceptances c where c.terms_key = k.terms_key)::int
        as accepted_any
    from (select terms_key from catalog_terms_texts union select terms_key from ${appKeys} ak) k
    left join (select distinct on (terms_key) terms_key, version, published_at from catalog_terms_texts
      order by terms_key, version desc) t on t.terms_key = k.terms_key) as summaries`;

type Sort = TermsTextListQuery['sort'];
const listSpec: PagedListSpec<Sort> = {
  select: summarySelect,
  sortColumns: {
    terms_key: sql`terms_key`,
    version: sql`version`,
    published_at: sql`published_at`,
    accepted_current: sql`accepted_current`,
    accepted_any: sql`accepted_any`,
  },
  tieBreaker: sql`terms_key`,
  searchColumns: [sql`terms_key`, sql`apps::text`],
};

const iso = (at: string | Date | null) => (at === null ? null : new Date(at).toISOString());
const summaryOf = (r: SummaryRow): TermsTextSummary => ({ ...r, published_at: iso(r.published_at) });

/** The console's list (issue 19, decision 050): one page of the terms keys, sorted and searched in SQL. */
export async function pageOfConsoleTermsTexts({
  db,
  query,
}: {
  db: Db;
  query: TermsTextListQuery;
}): Promise<TermsTextList> {
  const { rows, total } = await pagedList<Sort, SummaryRow>(db, listSpec, query);
  return { rows: rows.map(summaryOf), total, page: query.page, page_size: query.page_size };
}

/** Every terms key the same query matches, in its order: the CSV. */
export async function allConsoleTermsTexts({ db, query }: { db: Db; query: TermsTextListQuery }) {
  return (await allListRows<Sort, SummaryRow>(db, listSpec, query, CONSOLE_EXPORT_MAX_ROWS)).map(summaryOf);
}

async function termsSummary(db: Db, termsKey: string): Promise<TermsTextSummary | null> {
  const [row] = await rowsOf<SummaryRow>(db, sql`${summarySelect} where terms_key = ${termsKey}`);
  return row ? summaryOf(row) : null;
}

export async function getConsoleTermsText({ db, termsKey }: { db: Db; termsKey: string }): Promise<TermsTextDetail> {
  const summary = await termsSummary(db, termsKey);
  if (!summary) throw notFound(NO_SUCH_TERMS);
  const versions = await rowsOf<{ version: number; body: string; published_at: string | Date; published_by: string }>(
    db,
    sql`select version, body, published_at, published_by from catalog_terms_texts
        where terms_key = ${termsKey} order by version desc`,
  );
  const names = await loginNamesOf({ db, siteIds: versions.flatMap((v) => (v.published_by ? [v.published_by] : [])) });
  return {
    ...summary,
    body: versions[0]?.body ?? null,
    history: versions.map((v) => ({
      version: v.version,
      published_at: new Date(v.published_at).toISOString(),
      published_by: v.published_by ? (names.get(v.published_by) ?? null) : null,
    })),
  };
}

/**
 * Publishes `body` as the version after `version` (the one the administrator read): 409 stale when
 * another version was published since. The newest version's row is locked first, and the new
 * version's key is unique, so two publishes from the same version cannot both succeed.
 */
export async function publishTermsText(call: {
  db: Db;
  admin: AuthenticatedUser;
  ip: string | null;
  termsKey: string;
  version: number;
  body: string;
}): Promise<TermsTextDetail> {
  const problem = termsTextProblem(call.body);
  if (problem) throw badRequest('invalid_terms_text', problem, 'body');
  const body = call.body.trim();
  if (!(await termsSummary(call.db, call.termsKey))) throw notFound(NO_SUCH_TERMS);
  await withTransaction(call.db, async (tx) => {
    const [newest] = await rowsOf<{ version: number; body: string }>(
      tx,
      sql`select version, body from catalog_terms_texts where terms_key = ${call.termsKey}
          order by version desc limit 1 for update`,
    );
    const current = newest?.version ?? 0;
    if (current !== call.version) throw staleEdit();
    if (newest?.body === body) throw badRequest('terms_text_unchanged', TERMS_TEXT_UNCHANGED, 'body');
    const inserted = await rowsOf(
      tx,
      sql`insert into catalog_terms_texts (terms_key, version, body, published_by)
          values (${call.termsKey}, ${current + 1}, ${body}, ${call.admin.siteId})
          on conflict do nothing returning version`,
    );
    if (inserted.length === 0) throw staleEdit();
    await writeAuditChange(tx, {
      actor: call.admin.siteId,
      action: 'admin.catalog.terms_text',
      subject: call.termsKey,
      ip: call.ip,
      before: newest ? { version: current, body: newest.body } : null,
      after: { version: current + 1, body },
    });
  });
  // After the commit: every member's cached acceptances are re-read, so the older ones stop counting.
  catalogChanged.announce();
  return getConsoleTermsText({ db: call.db, termsKey: call.termsKey });
}
