import { describe, expect, it } from 'vitest';
import { openUsmtoAdvancePeriod, usmtoAdvanceDeadline, usmtoAdvancePublicRelease } from './usmto-advance-deadline.ts';

describe('USMTO in Advance deadlines', () => {
  it('puts the deadline at 8 PM Eastern on the 15th, in winter (UTC-5) and in summer (UTC-4)', () => {
    expect(usmtoAdvanceDeadline('2026-10').toISOString()).toBe('2026-11-16T01:00:00.000Z');
    // Daylight saving began on March 8, 2026.
    expect(usmtoAdvanceDeadline('2026-02').toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(usmtoAdvanceDeadline('2026-12').toISOString()).toBe('2027-01-16T01:00:00.000Z');
    expect(usmtoAdvancePublicRelease('2026-11').toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(usmtoAdvancePublicRelease('2026-05').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('gives the same instant on every call, and a caller changing its Date changes no later answer', () => {
    const first = usmtoAdvanceDeadline('2026-10');
    first.setTime(0);
    expect(usmtoAdvanceDeadline('2026-10').toISOString()).toBe('2026-11-16T01:00:00.000Z');
  });

  it('opens last month until its deadline', () => {
    expect(openUsmtoAdvancePeriod(new Date('2026-11-16T00:59:00Z'))).toBe('2026-10');
    expect(openUsmtoAdvancePeriod(new Date('2026-11-16T01:00:00Z'))).toBeNull();
    // 11:30 PM Eastern on November 30 is still November: October's deadline has passed.
    expect(openUsmtoAdvancePeriod(new Date('2026-12-01T04:30:00Z'))).toBeNull();
    expect(openUsmtoAdvancePeriod(new Date('2026-12-01T05:30:00Z'))).toBe('2026-11');
  });
});
