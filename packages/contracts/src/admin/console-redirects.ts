// The old → new redirect list, edited from the admin console (issue 19, spec §2 "configured list of
// old-to-new URL redirects"). One hop only: a redirect may neither point at an address that is itself
// redirected nor start from an address another redirect points at, so no chain and no loop can form.
import { z } from 'zod';
import { normalizeRedirectPath } from '../content/redirects.ts';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

export const REDIRECT_OLD_REQUIRED = 'Enter the old address, such as /old-page.';
export const REDIRECT_NEW_REQUIRED = 'Enter the new address, such as /new-page.';
export const REDIRECT_TO_ITSELF = 'The new address must differ from the old address.';
export const REDIRECT_EXISTS = 'There is already a redirect from this old address.';
export const REDIRECT_NOT_FOUND = 'There is no redirect from this old address.';
export const redirectLoop = (oldUrl: string, newUrl: string) =>
  `This would make a loop: ${newUrl} already redirects to ${oldUrl}.`;
export const redirectChainAfter = (newUrl: string, further: string) =>
  `This would make a chain: ${newUrl} already redirects to ${further}. Point the redirect straight at ${further}.`;
export const redirectChainBefore = (oldUrl: string, from: string) =>
  `This would make a chain: ${from} already redirects to ${oldUrl}. Change that redirect instead.`;

export type RedirectEntry = { oldUrl: string; newUrl: string };

/**
 * Why the candidate cannot join the list (the list without the entry being edited), with its field;
 * null when it may. Addresses compare as the redirect itself matches them (case, trailing slash).
 */
export function redirectProblem(
  others: readonly RedirectEntry[],
  candidate: RedirectEntry,
): { field: 'oldUrl' | 'newUrl'; msg: string } | null {
  if (!candidate.oldUrl.trim()) return { field: 'oldUrl', msg: REDIRECT_OLD_REQUIRED };
  if (!candidate.newUrl.trim()) return { field: 'newUrl', msg: REDIRECT_NEW_REQUIRED };
  const from = normalizeRedirectPath(candidate.oldUrl);
  const to = normalizeRedirectPath(candidate.newUrl);
  if (from === to) return { field: 'newUrl', msg: REDIRECT_TO_ITSELF };
  if (others.some((e) => normalizeRedirectPath(e.oldUrl) === from)) return { field: 'oldUrl', msg: REDIRECT_EXISTS };
  const back = others.find((e) => normalizeRedirectPath(e.oldUrl) === to && normalizeRedirectPath(e.newUrl) === from);
  if (back) return { field: 'newUrl', msg: redirectLoop(candidate.oldUrl.trim(), candidate.newUrl.trim()) };
  const onward = others.find((e) => normalizeRedirectPath(e.oldUrl) === to);
  if (onward) return { field: 'newUrl', msg: redirectChainAfter(candidate.newUrl.trim(), onward.newUrl) };
  const into = others.find((e) => normalizeRedirectPath(e.newUrl) === from);
  if (into) return { field: 'oldUrl', msg: redirectChainBefore(candidate.oldUrl.trim(), into.oldUrl) };
  return null;
}

const address = (msg: string) => z.string().trim().min(1, msg).max(2000);

export const redirectBody = z.object({
  version: z.number().int().min(1),
  oldUrl: address(REDIRECT_OLD_REQUIRED),
  newUrl: address(REDIRECT_NEW_REQUIRED),
});
export type RedirectBody = z.infer<typeof redirectBody>;

/** Edit or delete: which redirect, by its old address as listed. */
export const redirectKeyQuery = z.object({ old_url: z.string().min(1).max(2000) });
/** Delete: which redirect, and the version the list was read at (in the query: a DELETE has no body). */
export const deleteRedirectQuery = redirectKeyQuery.extend({ version: z.coerce.number().int().min(1) });

const redirectEntry = z.object({ oldUrl: z.string(), newUrl: z.string() });

/** The console's list (decision 050): paged, sorted by either address, searched in both. */
export const REDIRECT_SORTS = ['old_url', 'new_url'] as const;
export const redirectListQuery = consoleListQuery(REDIRECT_SORTS);
export type RedirectListQuery = z.infer<typeof redirectListQuery>;
/** One page, and the version of the whole list it was read at (a change sends it back). */
export const redirectListResponse = consoleListResponse(redirectEntry).extend({ version: z.number().int() });
export type RedirectListResponse = z.infer<typeof redirectListResponse>;

/** What a change answers: the list's new version (the browser reloads its page). */
export const redirectChangeResponse = z.object({ version: z.number().int() });
export type RedirectChangeResponse = z.infer<typeof redirectChangeResponse>;

/**
 * The redirects a candidate could clash with (those from or to either of its addresses): all the
 * form needs to run redirectProblem as a field is left, without the whole list.
 */
export const redirectNeighboursQuery = z.object({
  old_url: z.string().max(2000).default(''),
  new_url: z.string().max(2000).default(''),
});
export const redirectNeighboursResponse = z.object({ redirects: z.array(redirectEntry) });
export type RedirectNeighboursResponse = z.infer<typeof redirectNeighboursResponse>;
