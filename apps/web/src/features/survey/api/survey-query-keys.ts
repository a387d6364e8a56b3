// Cache keys of the survey, each defined once. Every one starts with the session scope, so
// signing out drops them with the session's other data.
import type { SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import type { SurveyLabelScreen } from '@mti/contracts/survey/survey-labels';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const surveyQueryKey = (...parts: readonly unknown[]) => [SESSION_QUERY_SCOPE, 'survey', ...parts] as const;

export const periodsQueryKey = surveyQueryKey('periods');
export const participationQueryKey = surveyQueryKey('participation');
export const surveyDataQueryKey = (period: string) => surveyQueryKey('data', period);
export const benchmarkQueryKey = (period: string) => surveyQueryKey('benchmark', period);
/** Without a page: every page's thresholds (what a saved threshold invalidates). */
export const thresholdsQueryKey = (page?: SurveyPage) =>
  page ? surveyQueryKey('thresholds', page) : surveyQueryKey('thresholds');
/** Without a screen: every screen's labels. */
export const labelsQueryKey = (screen?: SurveyLabelScreen) =>
  screen ? surveyQueryKey('labels', screen) : surveyQueryKey('labels');

export const adminPeriodsQueryKey = surveyQueryKey('admin', 'periods');
export const adminLabelsQueryKey = surveyQueryKey('admin', 'labels');
export const adminThresholdsQueryKey = surveyQueryKey('admin', 'thresholds');
export const periodSubmissionsQueryKey = (period: string | null) => surveyQueryKey('admin', 'submissions', period);
