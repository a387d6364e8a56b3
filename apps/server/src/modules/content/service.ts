// Site configuration: what the browser loads at start (spec §3), kept in the database.

import {
  REDIRECT_NOT_FOUND,
  type RedirectEntry,
  type RedirectListResponse,
  redirectProblem,
} from '@mti/contracts/admin/console-redirects';
import { normalizeRedirectPath } from '@mti/contracts/content/redirects';
import {
  type FiaConfig,
  fiaConfigResponse,
  type SiteConfig,
  siteConfigResponse,
} from '@mti/contracts/content/site-config';
import { writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { staleEdit } from '../../platform/optimistic-lock.ts';
import { findConfigRowForUpdate, findConfigValue, findConfigVersion, replaceConfigValue } from './queries.ts';
import { siteConfigChanged } from './site-config-changes.ts';

export const SITE_CONFIG_KEY = 'config';
export const FIA_CONFIG_KEY = 'fiaConfig';

/** cdsLogoutUrl: the deployment's CDS_LOGOUT_URL, which wins over a stored value. */
export async function getSiteConfig({ db, cdsLogoutUrl }: { db: Db; cdsLogoutUrl?: string }): Promise<SiteConfig> {
  const value = await findConfigValue(db, SITE_CONFIG_KEY);
  if (!value) throw notFound();
  const config = siteConfigResponse.parse(value);
  return cdsLogoutUrl ? { ...config, cdsLogoutUrl } : config;
}

export async function getFiaConfig({ db }: { db: Db }): Promise<FiaConfig> {
  const value = await findConfigValue(db, FIA_CONFIG_KEY);
  if (!value) throw notFound();
  return fiaConfigResponse.parse(value);
}

/** For the admin console: the redirect list, with the version of the configuration it sits in. */
export async function listRedirects({ db }: { db: Db }): Promise<RedirectListResponse> {
  const config = await getSiteConfig({ db });
  return { version: (await findConfigVersion(db, SITE_CONFIG_KEY)) ?? 1, redirects: config.redirectUrls ?? [] };
}

export type RedirectChange =
  | { kind: 'add'; entry: RedirectEntry }
  | { kind: 'edit'; oldUrl: string; entry: RedirectEntry }
  | { kind: 'delete'; oldUrl: string };

/** The list after the change, or the refusal: a chain, a loop, a duplicate or a missing redirect. */
function applyRedirectChange(list: readonly RedirectEntry[], change: RedirectChange): RedirectEntry[] {
  const index =
    change.kind === 'add'
      ? -1
      : list.findIndex((e) => normalizeRedirectPath(e.oldUrl) === normalizeRedirectPath(change.oldUrl));
  if (change.kind !== 'add' && index < 0) throw notFound(REDIRECT_NOT_FOUND);
  const others = list.filter((_, i) => i !== index);
  if (change.kind === 'delete') return others;
  const entry = { oldUrl: change.entry.oldUrl.trim(), newUrl: change.entry.newUrl.trim() };
  const problem = redirectProblem(others, entry);
  if (problem) throw badRequest('invalid_redirect', problem.msg, problem.field);
  if (change.kind === 'add') return [...others, entry];
  return list.map((e, i) => (i === index ? entry : e));
}

/**
 * For the admin console: adds, edits or deletes one redirect in one transaction, refusing a chain
 * or a loop and an edit that started from an older version. Redirects work at once in this process.
 */
export async function changeRedirects({
  db,
  admin,
  version,
  change,
  ip,
}: {
  db: Db;
  admin: AuthenticatedUser;
  version: number;
  change: RedirectChange;
  ip: string | null;
}): Promise<RedirectListResponse> {
  const saved = await withTransaction(db, async (tx) => {
    const row = await findConfigRowForUpdate(tx, SITE_CONFIG_KEY);
    if (!row) throw notFound();
    if (row.version !== version) throw staleEdit();
    const config = siteConfigResponse.parse(row.value);
    const before = config.redirectUrls ?? [];
    const after = applyRedirectChange(before, change);
    const newVersion = await replaceConfigValue(tx, SITE_CONFIG_KEY, { ...config, redirectUrls: after });
    await writeAuditChange(tx, {
      actor: admin.siteId,
      action: `admin.redirect.${change.kind}`,
      subject: change.kind === 'add' ? change.entry.oldUrl : change.oldUrl,
      ip,
      before: { redirectUrls: before },
      after: { redirectUrls: after },
    });
    return { version: newVersion, redirects: after };
  });
  siteConfigChanged.announce(); // after the commit: the redirect hook must not re-read the old list
  return saved;
}
