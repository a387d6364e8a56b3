// Site configuration: what the browser loads at start (spec §3), kept in the database.
import {
  type FiaConfig,
  fiaConfigResponse,
  type SiteConfig,
  siteConfigResponse,
} from '@mti/contracts/content/site-config';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { findConfigValue } from './queries.ts';

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
