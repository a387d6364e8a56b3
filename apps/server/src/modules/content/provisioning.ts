// The bulk writes that set up the site configuration (config.json, fiaConfig.json): the seed uses
// them today, the admin console later.
import {
  type FiaConfig,
  fiaConfigResponse,
  type SiteConfig,
  siteConfigResponse,
} from '@mti/contracts/content/site-config';
import type { Db } from '../../platform/db.ts';
import { countConfigValues, upsertConfigValue } from './queries.ts';
import { FIA_CONFIG_KEY, SITE_CONFIG_KEY } from './service.ts';
import { siteConfigChanged } from './site-config-changes.ts';

export async function saveSiteConfig({ db, config }: { db: Db; config: SiteConfig }) {
  await upsertConfigValue(db, SITE_CONFIG_KEY, siteConfigResponse.parse(config));
  siteConfigChanged.announce(); // this process's cached copy goes at once
}

export async function saveFiaConfig({ db, config }: { db: Db; config: FiaConfig }) {
  await upsertConfigValue(db, FIA_CONFIG_KEY, fiaConfigResponse.parse(config));
}

/** False until the first seed or an administrator has written the configuration. */
export async function isSiteConfigured({ db }: { db: Db }): Promise<boolean> {
  return (await countConfigValues(db)) > 0;
}
