// The site search of route custom-google (decision 048): GET /api/content/search?q=
import { z } from 'zod';

export const SITE_SEARCH_MAX_LENGTH = 100;
export const SITE_SEARCH_TERM_REQUIRED = 'Enter a term to search.';
export const SITE_SEARCH_TERM_TOO_LONG = `A search term is at most ${SITE_SEARCH_MAX_LENGTH} characters.`;

/** The one rule for a search term, checked by the search box and again by the server. */
export function checkSearchTerm(value: string): string | null {
  const term = value.trim();
  if (term === '') return SITE_SEARCH_TERM_REQUIRED;
  if (term.length > SITE_SEARCH_MAX_LENGTH) return SITE_SEARCH_TERM_TOO_LONG;
  return null;
}

export const siteSearchQuery = z.object({
  q: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      const problem = checkSearchTerm(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim()),
});

export const SEARCH_RESULT_KINDS = ['page', 'help', 'legal', 'roadmap', 'file'] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];

/** A snippet as pieces of plain text, the matched words flagged: the browser renders them as text. */
export const snippetPart = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPart>;

export const siteSearchResult = z.object({
  kind: z.enum(SEARCH_RESULT_KINDS),
  title: z.string(),
  /** Where the result opens: a page path of this site. */
  href: z.string(),
  snippet: z.array(snippetPart),
  rank: z.number(),
});
export type SiteSearchResult = z.infer<typeof siteSearchResult>;

export const siteSearchResponse = z.object({ query: z.string(), results: z.array(siteSearchResult) });
export type SiteSearchResponse = z.infer<typeof siteSearchResponse>;

/** The pages file the web build writes (dist/search-pages.json) and the server indexes at start. */
export const searchPageSource = z.object({
  path: z.string().startsWith('/'),
  title: z.string(),
  audience: z.enum(['public', 'signed_in']),
  text: z.string(),
});
export const searchPageSources = z.array(searchPageSource);
export type SearchPageSource = z.infer<typeof searchPageSource>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the two control characters are the match marks.
const MARKS = /[\u0001\u0002]/;

/** Splits ts_headline output marked with \u0001…\u0002 into parts (the server's one use; tested here). */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of marked.split(MARKS).entries()) {
    if (piece !== '') parts.push({ text: piece, match: i % 2 === 1 });
  }
  return parts;
}
