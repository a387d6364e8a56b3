// The FIA benchmarking survey's series and release calendar (fiaConfig.json, decision 042), and the
// dates the calendar gives for a day: which month is being reported, by when, and when the benchmark
// of it is published. Days are calendar days of the programme's time zone (US Eastern).
import { z } from 'zod';
import { addMonths } from '../common/month.ts';

export const fiaSeriesSchema = z.object({
  /** The survey field it is read from (spec §3 survey data). */
  id: z.enum(['shipment_usd', 'shipment_tons', 'booking_usd']),
  label: z.string().min(1),
  unit: z.enum(['usd', 'short_tons']),
  /** The survey page that asks for it (1 = shipments and bookings). */
  surveyPage: z.number().int().min(1).max(3),
  /** Who reports it and how, in one line. */
  source: z.string().min(1),
});
export type FiaSeries = z.infer<typeof fiaSeriesSchema>;

export const fiaReleaseCalendarSchema = z
  .object({
    /** Members submit a month's figures by this day of the following month. */
    submissionDueDay: z.number().int().min(1).max(28),
    /** The benchmark of that month is published on this day of the following month. */
    publicationDay: z.number().int().min(1).max(28),
    timeZone: z.literal('America/New_York'),
  })
  .refine((c) => c.publicationDay > c.submissionDueDay, {
    message: 'The benchmark is published after the submission deadline.',
    path: ['publicationDay'],
  });
export type FiaReleaseCalendar = z.infer<typeof fiaReleaseCalendarSchema>;

export type FiaReleaseDates = {
  /** The month members report now (YYYY-MM): the month before the current one. */
  reportingMonth: string;
  /** YYYY-MM-DD. */
  submissionDue: string;
  /** YYYY-MM-DD, the day its benchmark comes out. */
  publication: string;
};

/** The current month of the calendar's time zone, as YYYY-MM. */
function zonedMonth(now: Date, timeZone: string): { month: string; day: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { month: `${parts.year}-${parts.month}`, day: Number(parts.day) };
}

/**
 * The month being reported on `now` and its two dates: until the publication day the previous
 * month's benchmark is still under way; from then on, the month just ended is the one reported.
 */
export function fiaReleaseDates(calendar: FiaReleaseCalendar, now: Date): FiaReleaseDates {
  const { month, day } = zonedMonth(now, calendar.timeZone);
  const releaseMonth = day > calendar.publicationDay ? addMonths(month, 1) : month;
  const pad = (d: number) => String(d).padStart(2, '0');
  return {
    reportingMonth: addMonths(releaseMonth, -1),
    submissionDue: `${releaseMonth}-${pad(calendar.submissionDueDay)}`,
    publication: `${releaseMonth}-${pad(calendar.publicationDay)}`,
  };
}
