// The site search (route custom-google, decision 048): one ranked list over the pages a visitor may
// see, the roadmaps for those who may read them, and the caller's own file names.
import {
  type SearchPageSource,
  type SearchResultKind,
  type SiteSearchResult,
  snippetParts,
} from '@mti/contracts/content/site-search';
import type { Db } from '../../platform/db.ts';
import { searchOwnFileNames } from '../files/service.ts';
import { mayReadRoadmaps, roadmapSearchSources } from '../roadmaps/service.ts';
import type { SearchAudience } from './schema.ts';
import { findMatchingDocuments, replaceSourceDocuments } from './search-queries.ts';

const MAX_RESULTS = 30;
const ROADMAPS_PATH = '/techtrends-compareRoadmaps';

/** Rebuilds the index from the content sources: the built pages and the roadmap documents. */
export async function rebuildSearchIndex({ db, pages }: { db: Db; pages: SearchPageSource[] }): Promise<void> {
  await replaceSourceDocuments(
    db,
    'pages',
    pages.map((p) => ({ path: p.path, audience: p.audience, title: p.title, body: p.text })),
  );
  await replaceSourceDocuments(
    db,
    'roadmaps',
    roadmapSearchSources().map((r) => ({
      path: `${ROADMAPS_PATH}?ids=${r.id}`,
      audience: 'roadmaps',
      title: r.title,
      body: r.text,
    })),
  );
}

function kindOf(path: string): SearchResultKind {
  if (path.startsWith(ROADMAPS_PATH)) return 'roadmap';
  if (path.startsWith('/documentation/')) return 'help';
  if (path.startsWith('/legal/')) return 'legal';
  return 'page';
}

const myFilesHref = (names: readonly string[]) =>
  names.length ? `/myfiles/${names.map((n) => encodeURIComponent(n)).join('/')}` : '/myfiles';

/** GET /api/content/search: siteId null is an anonymous visitor (public pages only). */
export async function searchSite({
  db,
  siteId,
  term,
}: {
  db: Db;
  siteId: string | null;
  term: string;
}): Promise<SiteSearchResult[]> {
  const audiences: SearchAudience[] = ['public'];
  if (siteId) audiences.push('signed_in');
  if (siteId && (await mayReadRoadmaps({ db, siteId }))) audiences.push('roadmaps');
  const documents = (await findMatchingDocuments(db, { term, audiences, limit: MAX_RESULTS })).map(
    (hit): SiteSearchResult => ({
      kind: kindOf(hit.path),
      title: hit.title,
      href: hit.path,
      snippet: snippetParts(hit.headline),
      rank: Number(hit.rank),
    }),
  );
  const files = siteId
    ? (await searchOwnFileNames({ db, siteId, term })).map(
        (hit): SiteSearchResult => ({
          kind: 'file',
          title: hit.name,
          href: myFilesHref(hit.folderNames),
          snippet: [{ text: ['My Files', ...hit.folderNames].join(' / '), match: false }],
          rank: hit.rank,
        }),
      )
    : [];
  return [...documents, ...files].sort((a, b) => b.rank - a.rank).slice(0, MAX_RESULTS);
}
