// The "forgotten" requests already recorded (issue 14), as the console lists them (issue 19; the
// passport screen links there, decision 099). Recording one, and the seats calls, are in
// passport-api.ts. A request keeps no e-mail address (only its hash, which never leaves the server),
// so the list shows what was done, not who.
import { z } from 'zod';
import { consoleListQuery, consoleListResponse, SORT_DIRECTIONS } from '../admin/console-list.ts';

export const forgottenRequest = z.object({
  suppression_id: z.number().int(),
  recorded_at: z.string(),
  /** The administrator who recorded it (portal site id). */
  recorded_by: z.string(),
  reason: z.string().nullable(),
  contacts_removed: z.number().int(),
  /** Exhibitors that had exported the person, who must delete their copies too (GDPR terms 2(c)). */
  exported_by: z.array(z.string()),
});
export type ForgottenRequest = z.infer<typeof forgottenRequest>;

/** The console's list of them (issue 19, decision 050): paged, sorted, searched, newest first by default. */
export const FORGOTTEN_SORTS = ['recorded_at', 'contacts_removed', 'recorded_by'] as const;
export const forgottenListQuery = consoleListQuery(FORGOTTEN_SORTS).extend({
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
});
export type ForgottenListQuery = z.infer<typeof forgottenListQuery>;
export const forgottenListResponse = consoleListResponse(forgottenRequest);
export type ForgottenListResponse = z.infer<typeof forgottenListResponse>;
