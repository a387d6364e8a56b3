// /api/admin/console/terms-acceptances: who accepted which app's terms and when (issue 19), paged,
// sorted and searched on the server, and exported as CSV. The terms key is the one the launcher
// records (appTermsKey of the app's address).
import { z } from 'zod';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

export const TERMS_ACCEPTANCE_SORTS = ['accepted_at', 'terms_key', 'site_id'] as const;
export const termsAcceptanceQuery = consoleListQuery(TERMS_ACCEPTANCE_SORTS);
export type TermsAcceptanceQuery = z.infer<typeof termsAcceptanceQuery>;

export const termsAcceptance = z.object({
  site_id: z.string(),
  /** The user's login name; null when the account is gone. */
  userid: z.string().nullable(),
  terms_key: z.string(),
  /** The short names of the apps whose terms these are. */
  apps: z.array(z.string()),
  accepted_at: z.string(),
});
export type TermsAcceptance = z.infer<typeof termsAcceptance>;
export const termsAcceptanceList = consoleListResponse(termsAcceptance);
