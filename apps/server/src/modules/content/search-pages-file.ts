// The site's page texts for the search index: the web build renders every public page and help
// page to text and writes them to dist/search-pages.json (apps/web/scripts/prerender.mjs), because
// those texts are authored as React components in the web app (decision 048).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type SearchPageSource, searchPageSources } from '@mti/contracts/content/site-search';

export const SEARCH_PAGES_FILE = 'search-pages.json';

/** The pages of a built web app; none when there is no build (an API-only start). */
export function readSearchPages(webDist: string | undefined): SearchPageSource[] {
  if (!webDist) return [];
  const file = path.join(webDist, SEARCH_PAGES_FILE);
  if (!existsSync(file)) return [];
  return searchPageSources.parse(JSON.parse(readFileSync(file, 'utf8')));
}
