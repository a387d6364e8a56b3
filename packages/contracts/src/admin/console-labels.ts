// Console › Labels (issue 19, spec §3 "labels ... come from a remote label service"): every label text
// of the screens served by the label service, with the screen each appears on; edit one, or put
// its default back. The texts are the survey module's (table survey_labels, decision 069).
import { z } from 'zod';
import { ERROR_PAGE_PATH, ERROR_PAGE_PATH_PATTERN, LABEL_BLANK, LABEL_TOO_LONG } from '../survey/survey-admin-api.ts';
import { SURVEY_LABEL_DEFAULTS, SURVEY_LABEL_SCREENS, type SurveyLabelScreen } from '../survey/survey-labels.ts';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

/** Where each label screen shows its texts, as the console names it. */
export const LABEL_SCREEN_PAGES: Record<SurveyLabelScreen, { name: string; appearsOn: string }> = {
  surveyApp: { name: 'Surveys list', appearsOn: '/surveyApp' },
  productData: { name: 'Survey entry', appearsOn: '/productData' },
  benchmark: { name: 'Survey benchmark', appearsOn: '/productData (Benchmark tab)' },
  errorPages: { name: 'Survey error pages', appearsOn: 'where a failed survey call sends the browser' },
};

export const LABEL_NOT_FOUND = 'This label does not exist.';
export const labelPlaceholderMissing = (name: string) => `Keep {${name}}: the screen fills it in.`;
export const labelPlaceholderUnknown = (name: string) =>
  `{${name}} is not filled in on this screen; remove it or use one the default text has.`;

const placeholdersOf = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string));

/**
 * Why a label's new text cannot be saved, or null. Shared by the form and the server: not blank,
 * at most 2000 characters, the error-page table takes paths of this site, and the placeholders the
 * screen fills in ({limit}, {count}, …) are the default text's, no fewer and no more.
 */
export function labelTextProblem(screen: SurveyLabelScreen, key: string, value: string): string | null {
  const text = value.trim();
  if (!text) return LABEL_BLANK;
  if (text.length > 2000) return LABEL_TOO_LONG;
  if (screen === 'errorPages' && !ERROR_PAGE_PATH_PATTERN.test(text)) return ERROR_PAGE_PATH;
  const expected = placeholdersOf(SURVEY_LABEL_DEFAULTS[screen][key] ?? '');
  const found = placeholdersOf(text);
  for (const name of expected) if (!found.has(name)) return labelPlaceholderMissing(name);
  for (const name of found) if (!expected.has(name)) return labelPlaceholderUnknown(name);
  return null;
}

export const CONSOLE_LABEL_SORTS = ['screen', 'key', 'text'] as const;
export const consoleLabelsQuery = consoleListQuery(CONSOLE_LABEL_SORTS).extend({
  /** Only this screen's labels; every screen when absent. */
  screen: z.enum(SURVEY_LABEL_SCREENS).optional(),
});
export type ConsoleLabelsQuery = z.infer<typeof consoleLabelsQuery>;

export const consoleLabel = z.object({
  screen: z.enum(SURVEY_LABEL_SCREENS),
  screen_name: z.string(),
  appears_on: z.string(),
  key: z.string(),
  text: z.string(),
  /** The text the portal ships with; what reset puts back. */
  default_text: z.string(),
  is_default: z.boolean(),
  version: z.number().int(),
});
export type ConsoleLabel = z.infer<typeof consoleLabel>;
export const consoleLabelsResponse = consoleListResponse(consoleLabel);
export type ConsoleLabelsResponse = z.infer<typeof consoleLabelsResponse>;

export const consoleLabelParams = z.object({
  screen: z.enum(SURVEY_LABEL_SCREENS),
  key: z.string().min(1).max(200),
});

/** PUT …/labels/:screen/:key: the new text (checked with labelTextProblem on the server). */
export const consoleLabelBody = z.object({
  version: z.number().int().min(1),
  text: z.string({ error: LABEL_BLANK }).trim(),
});
export type ConsoleLabelBody = z.infer<typeof consoleLabelBody>;

/** POST …/labels/:screen/:key/reset: puts the default text back. */
export const consoleLabelResetBody = z.object({ version: z.number().int().min(1) });
