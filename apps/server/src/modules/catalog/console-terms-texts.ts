// The administrator console's app terms texts (issue 19, decision 078): each terms key the apps ask
// for, its current version and how many accepted it; one key's text and history; publishing a new
// version. A publish is one transaction with its audit row; members who accepted an older version
// are asked again (the launcher's cached acceptances go after the commit).
import { NO_SUCH_TERMS, type TermsTextDetail, type TermsTextSummary } from '@mti/contracts/admin/console-terms';
import { appTermsKey } from '@mti/contracts/catalog/catalog-api';
import { TERMS_TEXT_UNCHANGED, termsTextProblem } from '@mti/contracts/catalog/terms-text';
import { sql } from 'drizzle-orm';
import { writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { staleEdit } from '../../platform/optimistic-lock.ts';
import { loginNamesOf } from '../identity/service.ts';
import { catalogChanged } from './catalog-cache.ts';

type KeyRow = { terms_key: string; version: number; published_at: string | Date | null };
type CountRow = { terms_key: string; accepted_current: number; accepted_any: number };

/** The terms keys of the apps that ask for terms, and of any stored text, with their apps. */
async function termsKeysWithApps(db: Db): Promise<Map<string, string[]>> {
  const apps = await rowsOf<{ short_name: string; appurl: string }>(
    db,
    sql`select short_name, appurl from catalog_apps where terms_required order by short_name`,
  );
  const stored = await rowsOf<{ terms_key: string }>(db, sql`select distinct terms_key from catalog_terms_texts`);
  const keys = new Map<string, string[]>(stored.map((r) => [r.terms_key, []]));
  for (const app of apps) {
    const key = appTermsKey(app.appurl);
    keys.set(key, [...(keys.get(key) ?? []), app.short_name]);
  }
  return keys;
}

const iso = (at: string | Date | null) => (at === null ? null : new Date(at).toISOString());

export async function listConsoleTermsTexts({ db }: { db: Db }): Promise<TermsTextSummary[]> {
  const keys = await termsKeysWithApps(db);
  const current = await rowsOf<KeyRow>(
    db,
    sql`select distinct on (terms_key) terms_key, version, published_at from catalog_terms_texts
        order by terms_key, version desc`,
  );
  const counts = await rowsOf<CountRow>(
    db,
    sql`select a.terms_key,
          count(distinct a.site_id) filter (where a.terms_version >= coalesce(t.version, 0))::int as accepted_current,
          count(distinct a.site_id)::int as accepted_any
        from catalog_terms_acceptances a
        left join (select terms_key, max(version) as version from catalog_terms_texts group by terms_key) t
          on t.terms_key = a.terms_key
        group by a.terms_key`,
  );
  return [...keys.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([termsKey, apps]) => {
      const text = current.find((r) => r.terms_key === termsKey);
      const count = counts.find((r) => r.terms_key === termsKey);
      return {
        terms_key: termsKey,
        apps,
        version: text?.version ?? 0,
        published_at: iso(text?.published_at ?? null),
        accepted_current: count?.accepted_current ?? 0,
        accepted_any: count?.accepted_any ?? 0,
      };
    });
}

export async function getConsoleTermsText({ db, termsKey }: { db: Db; termsKey: string }): Promise<TermsTextDetail> {
  const summary = (await listConsoleTermsTexts({ db })).find((s) => s.terms_key === termsKey);
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
  const keys = await termsKeysWithApps(call.db);
  if (!keys.has(call.termsKey)) throw notFound(NO_SUCH_TERMS);
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
