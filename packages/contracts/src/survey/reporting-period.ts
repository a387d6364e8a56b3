// Spec §3, §4, §9: a reporting period is YYYYMM (year, then two-digit month), shown as month and
// year; its status on the surveys list follows from is_submitted, is_started and is_open.
import { z } from 'zod';
import { formatMonth, longMonthLabel, monthAtIndex, monthIndex, monthOfDate } from '../common/month.ts';

export const REPORTING_PERIOD_PATTERN = /^\d{4}(0[1-9]|1[0-2])$/;
export const INVALID_REPORTING_PERIOD =
  'A reporting period is six digits: the year, then the two-digit month (YYYYMM).';

export const reportingPeriodSchema = z
  .string({ error: INVALID_REPORTING_PERIOD })
  .regex(REPORTING_PERIOD_PATTERN, INVALID_REPORTING_PERIOD);

/** `202610` → { year: 2026, month: 10 }; null for anything that is not YYYYMM. */
export function parseReportingPeriod(value: string): { year: number; month: number } | null {
  if (!REPORTING_PERIOD_PATTERN.test(value)) return null;
  return { year: Number(value.slice(0, 4)), month: Number(value.slice(4, 6)) };
}

/** `202610` → 'October 2026'; an invalid value is shown as it is. */
export function formatReportingPeriod(value: string): string {
  const parsed = parseReportingPeriod(value);
  return parsed ? longMonthLabel(parsed) : value;
}

/** The period of a date, in UTC: new Date('2026-10-05') → '202610'. */
export function reportingPeriodOf(date: Date): string {
  return monthOfDate(date, '');
}

/** The period `months` months after (or, negative, before) the given one. */
export function shiftReportingPeriod(value: string, months: number): string {
  const parsed = parseReportingPeriod(value);
  if (!parsed) throw new Error(`not a reporting period: ${value}`);
  return monthAtIndex(monthIndex(formatMonth(parsed)) + months, '');
}

/** Spec §3: is_submitted and is_started arrive as the strings 'true'/'false'; is_open as a boolean or string. */
export function isTrue(value: boolean | string | null | undefined): boolean {
  return value === true || value === 'true';
}

export type PeriodFlags = {
  is_submitted: boolean | string;
  is_started: boolean | string;
  is_open: boolean | string;
};

export type PeriodStatus = 'submitted' | 'not_started' | 'pending' | 'closed';
export type PeriodAction = 'view' | 'edit' | 'start' | 'continue';

/**
 * Spec §4: submitted → View, plus Edit while the period is open; not submitted and not started →
 * Start; not submitted and started → Continue. The spec leaves a closed, unsubmitted period open;
 * the server refuses to start or save one, so it shows as closed: View if it was started, else nothing.
 */
export function periodStatus(period: PeriodFlags): { status: PeriodStatus; actions: PeriodAction[] } {
  const submitted = isTrue(period.is_submitted);
  const started = isTrue(period.is_started);
  const open = isTrue(period.is_open);
  if (submitted) return { status: 'submitted', actions: open ? ['view', 'edit'] : ['view'] };
  if (!open) return { status: 'closed', actions: started ? ['view'] : [] };
  return started ? { status: 'pending', actions: ['continue'] } : { status: 'not_started', actions: ['start'] };
}

/** Whether the period's figures may be changed now: started, not submitted, open. */
export function isPeriodEditable(period: PeriodFlags): boolean {
  return isTrue(period.is_started) && !isTrue(period.is_submitted) && isTrue(period.is_open);
}
