import { describe, expect, it } from 'vitest';
import { fiaReleaseCalendarSchema, fiaReleaseDates } from './fia-calendar.ts';

const calendar = { submissionDueDay: 15, publicationDay: 25, timeZone: 'America/New_York' as const };

describe('the FIA release calendar', () => {
  it('reports the month just ended until its benchmark is out, then the next', () => {
    expect(fiaReleaseDates(calendar, new Date('2026-11-10T12:00:00Z'))).toEqual({
      reportingMonth: '2026-10',
      submissionDue: '2026-11-15',
      publication: '2026-11-25',
    });
    expect(fiaReleaseDates(calendar, new Date('2026-11-25T12:00:00Z')).reportingMonth).toBe('2026-10');
    expect(fiaReleaseDates(calendar, new Date('2026-12-28T12:00:00Z'))).toEqual({
      reportingMonth: '2026-12',
      submissionDue: '2027-01-15',
      publication: '2027-01-25',
    });
  });

  it('counts days in Eastern time: 02:00 UTC on the 26th is still the 25th in New York', () => {
    expect(fiaReleaseDates(calendar, new Date('2026-11-26T02:00:00Z')).reportingMonth).toBe('2026-10');
  });

  it('refuses a calendar that publishes before the deadline', () => {
    const bad = fiaReleaseCalendarSchema.safeParse({ ...calendar, publicationDay: 10 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('The benchmark is published after the submission deadline.');
  });
});
