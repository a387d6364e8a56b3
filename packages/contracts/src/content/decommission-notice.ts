// The launcher's decommission notice (spec §2 myapps, §9), an announcement the administrator edits
// (issue 19): its heading, the apps it names, and two sentences — one while the date is ahead, one
// once it has passed — so the notice reads correctly on any day. {apps} and {date} are filled in.
import { z } from 'zod';

export const NOTICE_PLACEHOLDERS = ['apps', 'date'] as const;

/** Spec §2: four named apps "will be decommissioned on December 31, 2025" (§9). */
export const DEFAULT_DECOMMISSION_NOTICE = {
  title: 'Apps being retired',
  apps: ['USMTO Territory Wizard', 'Map U.S. Markets', 'Economic Trends', 'Advanced Workholding Technology'],
  beforeDateText: '{apps} will be decommissioned on {date}.',
  // The spec never closes the apps: they still open from the launcher after the date (issue 15).
  afterDateText:
    '{apps} passed their decommission date of {date}. They remain available to subscribers until further notice.',
};

export const NOTICE_DATE_INVALID = 'Enter the decommission date as a real calendar date (YYYY-MM-DD).';
export const NOTICE_TITLE_REQUIRED = 'Enter the heading of the notice.';
export const NOTICE_TITLE_TOO_LONG = 'Keep the heading under 80 characters.';
export const NOTICE_APPS_REQUIRED = 'Name at least one app the notice is about.';
export const NOTICE_APPS_TOO_MANY = 'Name at most 12 apps.';
export const NOTICE_APP_NAME_TOO_LONG = 'Keep each app name under 80 characters.';
export const noticeAppTwice = (name: string) => `${name} is listed twice.`;
export const NOTICE_TEXT_REQUIRED = 'Enter the sentence members read.';
export const NOTICE_TEXT_TOO_LONG = 'Keep the sentence under 400 characters.';
export const NOTICE_TEXT_NEEDS_DATE = 'Write {date} where the date goes, so the sentence names it.';
export const noticeUnknownPlaceholder = (name: string) => `{${name}} is not filled in: only {apps} and {date} are.`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a YYYY-MM-DD that names a real day (2025-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Why a notice sentence cannot be saved, or null. Shared by the form and the server. */
export function noticeTextProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return NOTICE_TEXT_REQUIRED;
  if (text.length > 400) return NOTICE_TEXT_TOO_LONG;
  for (const [, name] of text.matchAll(/\{(\w*)\}/g))
    if (!(NOTICE_PLACEHOLDERS as readonly string[]).includes(name ?? '')) return noticeUnknownPlaceholder(name ?? '');
  if (!text.includes('{date}')) return NOTICE_TEXT_NEEDS_DATE;
  return null;
}

const noticeText = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = noticeTextProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const appNames = z
  .array(z.string().trim().min(1, NOTICE_APPS_REQUIRED).max(80, NOTICE_APP_NAME_TOO_LONG))
  .min(1, NOTICE_APPS_REQUIRED)
  .max(12, NOTICE_APPS_TOO_MANY)
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    for (const name of names) {
      const key = name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: noticeAppTwice(name) });
      seen.add(key);
    }
  });

/** The notice as the site configuration stores it (`decommissionNotice`, beside `decommissionDate`). */
export const decommissionNoticeSchema = z.object({
  title: z.string().trim().min(1, NOTICE_TITLE_REQUIRED).max(80, NOTICE_TITLE_TOO_LONG),
  apps: appNames,
  beforeDateText: noticeText,
  afterDateText: noticeText,
});
export type DecommissionNoticeTexts = z.infer<typeof decommissionNoticeSchema>;

export const decommissionDateSchema = z.string().trim().refine(isCalendarDate, { message: NOTICE_DATE_INVALID });

/** PUT /api/admin/console/announcements/decommission-notice, and what it and GET answer. */
export const decommissionNoticeBody = decommissionNoticeSchema.extend({
  version: z.number().int().min(1),
  decommissionDate: decommissionDateSchema,
});
export type DecommissionNoticeBody = z.infer<typeof decommissionNoticeBody>;

export const decommissionNoticeResponse = z.object({
  version: z.number().int(),
  decommissionDate: z.string(),
  title: z.string(),
  apps: z.array(z.string()),
  beforeDateText: z.string(),
  afterDateText: z.string(),
});
export type DecommissionNoticeResponse = z.infer<typeof decommissionNoticeResponse>;

/** 'A', 'A and B', 'A, B and C'. */
export function listOfNames(names: readonly string[]): string {
  if (names.length < 2) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The sentence members read on `now`: the upcoming one until the end of the date in US Eastern
 * time, then the passed one. `formattedDate` is the date as the page writes it out.
 */
export function decommissionSentence(
  notice: DecommissionNoticeTexts,
  isoDate: string,
  formattedDate: string,
  now: Date,
): string {
  const end = Date.parse(`${isoDate.slice(0, 10)}T23:59:59-05:00`);
  const passed = !Number.isNaN(end) && now.getTime() > end;
  const template = passed ? notice.afterDateText : notice.beforeDateText;
  const values: Record<string, string> = { apps: listOfNames(notice.apps), date: formattedDate };
  return template.replace(/\{(apps|date)\}/g, (_, name: string) => values[name] ?? '');
}
