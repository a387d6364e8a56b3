// The bulk writes that set up the catalog (groups and apps of the launcher) and reset a user's app
// terms: the seed uses them today, the admin console later.
import { type Db, withTransaction } from '../../platform/db.ts';
import { catalogChanged, termsChanged } from './catalog-cache.ts';
import {
  type AppUpsert,
  deleteTermsAcceptancesOfUser,
  insertMenuGroupIfMissing,
  upsertAppRow,
  upsertGroupRow,
} from './queries.ts';
import { insertFirstTermsTexts } from './terms-texts.ts';

export type { AppUpsert } from './queries.ts';

/** Creates or rewrites the launcher's groups and apps, in one transaction. */
export async function saveCatalog({
  db,
  groups,
  apps,
  termsTexts = {},
}: {
  db: Db;
  groups: readonly { groupName: string; groupSortOrder: number }[];
  apps: readonly AppUpsert[];
  /** Each terms key's first text (decision 078); a key that has a text keeps it. */
  termsTexts?: Readonly<Record<string, string>>;
}): Promise<void> {
  await withTransaction(db, async (tx) => {
    for (const group of groups) await upsertGroupRow(tx, group);
    for (const menuGroup of menuGroupsOf(apps)) await insertMenuGroupIfMissing(tx, menuGroup);
    for (const app of apps) await upsertAppRow(tx, app);
    await insertFirstTermsTexts(tx, termsTexts);
  });
  catalogChanged.announce();
}

/**
 * The menu groups the apps name, placed as migration 0033 placed the first ones: by each group's
 * first entry in menu order, then by name, ten apart.
 */
function menuGroupsOf(apps: readonly AppUpsert[]) {
  const firstPlace = new Map<string, number>();
  for (const app of apps) {
    const place = firstPlace.get(app.menuGroupName);
    if (place === undefined || app.menuSortOrder < place) firstPlace.set(app.menuGroupName, app.menuSortOrder);
  }
  return [...firstPlace]
    .sort(([nameA, a], [nameB, b]) => a - b || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0))
    .map(([menuGroupName], index) => ({ menuGroupName, menuGroupSortOrder: (index + 1) * 10 }));
}

/** Forgets every app-terms acceptance of a user (the demo seed starts each user afresh). */
export async function resetAppTermsOfUser({ db, siteId }: { db: Db; siteId: string }): Promise<void> {
  await deleteTermsAcceptancesOfUser(db, siteId);
  termsChanged.announce(siteId);
}
