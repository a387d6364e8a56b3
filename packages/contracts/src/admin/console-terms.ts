// /api/admin/console/terms-acceptances: who accepted which app's terms and when (issue 19), paged,
// sorted and searched on the server, and exported as CSV. The terms key is the one the launcher
// records (appTermsKey of the app's address).
import { z } from 'zod';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

export const TERMS_ACCEPTANCE_SORTS = ['accepted_at', 'terms_key', 'site_id', 'terms_version'] as const;
export const termsAcceptanceQuery = consoleListQuery(TERMS_ACCEPTANCE_SORTS);
export type TermsAcceptanceQuery = z.infer<typeof termsAcceptanceQuery>;

export const termsAcceptance = z.object({
  site_id: z.string(),
  /** The user's login name; null when the account is gone. */
  userid: z.string().nullable(),
  terms_key: z.string(),
  /** The short names of the apps whose terms these are. */
  apps: z.array(z.string()),
  /** The version of the terms text accepted (decision 078); 0: before any text was stored. */
  terms_version: z.number().int(),
  /** Whether that is the current version (false: the user is asked again). */
  is_current: z.boolean(),
  accepted_at: z.string(),
});
export type TermsAcceptance = z.infer<typeof termsAcceptance>;
export const termsAcceptanceList = consoleListResponse(termsAcceptance);

// Console › Catalogue › Terms texts (decision 078): an app's terms text by version. Publishing makes
// a new version; members who accepted an older one are asked again when they next open the app.

/** One terms key (the apps sharing it), with its current version. */
export const termsTextSummary = z.object({
  terms_key: z.string(),
  apps: z.array(z.string()),
  /** 0 when no text has been published for these terms. */
  version: z.number().int(),
  published_at: z.string().nullable(),
  /** Acceptances of the current version / of any version. */
  accepted_current: z.number().int(),
  accepted_any: z.number().int(),
});
export type TermsTextSummary = z.infer<typeof termsTextSummary>;
/** The console's list of them (issue 19, decision 050): paged, sorted and searched (terms key, apps). */
export const TERMS_TEXT_SORTS = ['terms_key', 'version', 'published_at', 'accepted_current', 'accepted_any'] as const;
export const termsTextListQuery = consoleListQuery(TERMS_TEXT_SORTS);
export type TermsTextListQuery = z.infer<typeof termsTextListQuery>;
export const termsTextList = consoleListResponse(termsTextSummary);
export type TermsTextList = z.infer<typeof termsTextList>;

export const termsTextParams = z.object({ termsKey: z.string().min(1).max(64) });

export const termsTextDetail = termsTextSummary.extend({
  body: z.string().nullable(),
  history: z.array(
    z.object({
      version: z.number().int(),
      published_at: z.string(),
      /** The administrator's login name; null when seeded or the account is gone. */
      published_by: z.string().nullable(),
    }),
  ),
});
export type TermsTextDetail = z.infer<typeof termsTextDetail>;

/** POST …/terms-texts/:termsKey: publish `body` as the version after `version` (the one read). */
export const publishTermsTextBody = z.object({
  version: z.number().int().min(0),
  body: z.string(),
});
export type PublishTermsTextBody = z.infer<typeof publishTermsTextBody>;
export const NO_SUCH_TERMS = 'No app asks for these terms.';
