// The administrator console's app terms acceptances (issue 19, decision 056): who accepted which
// app's terms, which version of the text, and when, as a paged list and its CSV. Login names come from the identity service.
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import type { TermsAcceptance, TermsAcceptanceQuery } from '@mti/contracts/admin/console-terms';
import { appTermsKey } from '@mti/contracts/catalog/catalog-api';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { loginNamesOf } from '../identity/service.ts';

type Sort = TermsAcceptanceQuery['sort'];
type Row = {
  site_id: string;
  terms_key: string;
  terms_version: number;
  is_current: boolean;
  accepted_at: string | Date;
};

// Each acceptance with the version it accepted and whether that is still the current one (decision 078).
const termsListSpec: PagedListSpec<Sort> = {
  select: sql`select * from (select a.site_id, a.terms_key, a.terms_version, a.accepted_at,
      a.terms_version >= coalesce((select max(t.version) from catalog_terms_texts t
                                   where t.terms_key = a.terms_key), 0) as is_current
    from catalog_terms_acceptances a) as acceptances`,
  sortColumns: {
    accepted_at: sql`accepted_at`,
    terms_key: sql`terms_key`,
    site_id: sql`site_id`,
    terms_version: sql`terms_version`,
  },
  tieBreaker: sql`site_id || ' ' || terms_key || ' ' || terms_version`,
  searchColumns: [sql`terms_key`, sql`site_id`],
};

async function withNames(db: Db, rows: Row[]): Promise<TermsAcceptance[]> {
  const names = await loginNamesOf({ db, siteIds: rows.map((r) => r.site_id) });
  const apps = await rowsOf<{ short_name: string; appurl: string }>(
    db,
    sql`select short_name, appurl from catalog_apps where terms_required order by short_name`,
  );
  return rows.map((r) => ({
    site_id: r.site_id,
    userid: names.get(r.site_id) ?? null,
    terms_key: r.terms_key,
    apps: apps.filter((a) => appTermsKey(a.appurl) === r.terms_key).map((a) => a.short_name),
    terms_version: r.terms_version,
    is_current: r.is_current,
    accepted_at: new Date(r.accepted_at).toISOString(),
  }));
}

export async function listTermsAcceptances({ db, query }: { db: Db; query: TermsAcceptanceQuery }) {
  const { rows, total } = await pagedList<Sort, Row>(db, termsListSpec, query);
  return { rows: await withNames(db, rows), total, page: query.page, page_size: query.page_size };
}

export async function exportTermsAcceptances({ db, query }: { db: Db; query: TermsAcceptanceQuery }) {
  return withNames(db, await allListRows<Sort, Row>(db, termsListSpec, query, CONSOLE_EXPORT_MAX_ROWS));
}
