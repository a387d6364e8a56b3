// One change of the catalogue from the console (issue 19): the change and its audit row (before and
// after) in one transaction, then the launcher's cached copies go (after the commit, decision 046).
import { writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { catalogChanged } from './catalog-cache.ts';

export type CatalogChangeCall = { db: Db; admin: AuthenticatedUser; ip: string | null };
export type AuditOf<R> = (subject: string, before: R | null, after: R | null) => Promise<void>;

export async function auditedCatalogChange<T, R extends Record<string, unknown>>(
  call: CatalogChangeCall,
  action: string,
  change: (tx: Db, audit: AuditOf<R>) => Promise<T>,
): Promise<T> {
  const result = await withTransaction(call.db, (tx) =>
    change(tx, (subject, before, after) =>
      writeAuditChange(tx, { actor: call.admin.siteId, action, subject, ip: call.ip, before, after }),
    ),
  );
  catalogChanged.announce();
  return result;
}
