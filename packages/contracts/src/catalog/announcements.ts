// Announcements in the launcher beyond the decommission notice (issue 19 "announcements such as the
// decommission notice (text, date, apps)", decision 091): a heading and a sentence shown from a start
// date to an end date (US Eastern, both included), to everyone or only to members who have one of
// the named apps. Edited in the console (paged list, versioned, audited); the rules are shared by
// the form and the server.
import { z } from 'zod';
import { recordVersion } from '../admin/console-api.ts';
import { consoleListQuery, consoleListResponse } from '../admin/console-list.ts';
import { isCalendarDate } from '../content/decommission-notice.ts';

export const ANNOUNCEMENT_TITLE_REQUIRED = 'Enter the heading of the announcement.';
export const ANNOUNCEMENT_TITLE_TOO_LONG = 'Keep the heading under 80 characters.';
export const ANNOUNCEMENT_BODY_REQUIRED = 'Enter the text members read.';
export const ANNOUNCEMENT_BODY_TOO_LONG = 'Keep the text under 600 characters.';
export const ANNOUNCEMENT_DATE_INVALID = 'Enter the date as a real calendar date (YYYY-MM-DD).';
export const ANNOUNCEMENT_ENDS_BEFORE_START = 'The end date cannot be before the start date.';
export const ANNOUNCEMENT_APPS_TOO_MANY = 'Name at most 20 apps, or none for everyone.';
export const ANNOUNCEMENT_APP_UNKNOWN = 'There is no such app. Choose apps from the list.';
export const NO_SUCH_ANNOUNCEMENT = 'There is no such announcement.';

const date = z.string().trim().refine(isCalendarDate, { message: ANNOUNCEMENT_DATE_INVALID });

export const announcementFields = z
  .object({
    title: z.string().trim().min(1, ANNOUNCEMENT_TITLE_REQUIRED).max(79, ANNOUNCEMENT_TITLE_TOO_LONG),
    body: z.string().trim().min(1, ANNOUNCEMENT_BODY_REQUIRED).max(599, ANNOUNCEMENT_BODY_TOO_LONG),
    starts_on: date,
    ends_on: date,
    /** App keys; empty: every signed-in user. */
    app_keys: z.array(z.string().min(1).max(100)).max(20, ANNOUNCEMENT_APPS_TOO_MANY),
  })
  .superRefine((a, ctx) => {
    if (isCalendarDate(a.starts_on) && isCalendarDate(a.ends_on) && a.ends_on < a.starts_on)
      ctx.addIssue({ code: 'custom', message: ANNOUNCEMENT_ENDS_BEFORE_START, path: ['ends_on'] });
  });
export type AnnouncementFields = z.infer<typeof announcementFields>;

export const updateAnnouncementBody = z.intersection(announcementFields, z.object({ version: recordVersion }));
export const announcementIdParams = z.object({ id: z.coerce.number().int().positive() });
export const versionQuery = z.object({ version: recordVersion });

export const consoleAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  app_keys: z.array(z.string()),
  /** The apps' short names, in the order of app_keys; empty for everyone. */
  app_names: z.array(z.string()),
  version: z.number().int(),
});
export type ConsoleAnnouncement = z.infer<typeof consoleAnnouncement>;

export const ANNOUNCEMENT_SORTS = ['starts_on', 'ends_on', 'title'] as const;
export const announcementListQuery = consoleListQuery(ANNOUNCEMENT_SORTS);
export type AnnouncementListQuery = z.infer<typeof announcementListQuery>;
export const announcementListResponse = consoleListResponse(consoleAnnouncement);

/** GET mti/announcements (added): what the signed-in user's launcher shows today. */
export const memberAnnouncement = z.object({ id: z.number().int(), title: z.string(), body: z.string() });
export type MemberAnnouncement = z.infer<typeof memberAnnouncement>;
export const memberAnnouncementsResponse = z.array(memberAnnouncement);

/** Today's date in US Eastern (YYYY-MM-DD): announcements start and end by the association's calendar. */
export function easternDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The first message per field of a form's values; empty when they may be saved. */
export function announcementProblems(values: unknown): Partial<Record<keyof AnnouncementFields, string>> {
  const parsed = announcementFields.safeParse(values);
  const problems: Partial<Record<keyof AnnouncementFields, string>> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) problems[issue.path[0] as keyof AnnouncementFields] ??= issue.message;
  return problems;
}
