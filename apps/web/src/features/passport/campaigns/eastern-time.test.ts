// Send times are entered and shown in US Eastern time, whatever the browser's zone, and stored in UTC.
import { describe, expect, it } from 'vitest';
import { formatEastern, fromEasternInput, toEasternInput } from './eastern-time.ts';

describe('US Eastern send times', () => {
  it('reads a winter time as UTC-5 and a summer time as UTC-4', () => {
    expect(fromEasternInput('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(fromEasternInput('2026-07-01T09:00')?.toISOString()).toBe('2026-07-01T13:00:00.000Z');
  });

  it('settles times on either side of the daylight-saving changes', () => {
    // 2026-03-08 02:00 EST → 03:00 EDT; 2026-11-01 02:00 EDT → 01:00 EST.
    expect(fromEasternInput('2026-03-08T01:30')?.toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(fromEasternInput('2026-03-08T03:30')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(fromEasternInput('2026-11-01T03:00')?.toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('shows a UTC instant as its Eastern wall-clock time, labelled ET', () => {
    expect(toEasternInput(new Date('2026-12-01T14:00:00Z'))).toBe('2026-12-01T09:00');
    expect(formatEastern('2026-12-01T14:00:00Z')).toBe('Dec 1, 2026, 9:00 AM ET');
    expect(fromEasternInput(toEasternInput(new Date('2026-07-04T23:45:00Z')))?.toISOString()).toBe(
      '2026-07-04T23:45:00.000Z',
    );
  });

  it('refuses what is not a date and time', () => {
    expect(fromEasternInput('')).toBeNull();
    expect(fromEasternInput('tomorrow')).toBeNull();
  });
});
