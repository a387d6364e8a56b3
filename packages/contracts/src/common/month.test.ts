import { describe, expect, it } from 'vitest';
import {
  addMonths,
  firstDayOfMonth,
  formatMonth,
  longMonthLabel,
  monthAtIndex,
  monthIndex,
  monthLabel,
  monthOfDate,
  monthsBetween,
  parseMonth,
} from './month.ts';

describe('month keys (YYYY-MM)', () => {
  it('parses year and two-digit month', () => {
    expect(parseMonth('2024-03')).toEqual({ year: 2024, month: 3 });
    expect(parseMonth('2024-12')).toEqual({ year: 2024, month: 12 });
  });

  it.each(['2024-3', '2024-00', '2024-13', '202403', '2024-03-01', '24-03', 'March', ''])('refuses %j', (value) => {
    expect(parseMonth(value)).toBeNull();
    expect(() => addMonths(value, 1)).toThrow(/not a month/);
    expect(() => monthsBetween(value, '2024-03')).toThrow(/not a month/);
  });

  it('writes a month with or without the dash', () => {
    expect(formatMonth({ year: 2024, month: 3 })).toBe('2024-03');
    expect(formatMonth({ year: 2026, month: 10 }, '')).toBe('202610');
  });

  it('moves across year boundaries both ways', () => {
    expect(addMonths('2024-11', 2)).toBe('2025-01');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2024-03', -12)).toBe('2023-03');
    expect(addMonths('2024-03', -27)).toBe('2021-12');
    expect(addMonths('2024-03', 0)).toBe('2024-03');
  });

  it('counts months between two keys through their indexes', () => {
    expect(monthIndex('2025-01') - monthIndex('2024-12')).toBe(1);
    expect(monthIndex('2026-10') - monthIndex('2015-01')).toBe(141);
    expect(monthAtIndex(monthIndex('2024-12'))).toBe('2024-12');
    expect(monthAtIndex(monthIndex('2026-10'), '')).toBe('202610');
  });

  it('lists the months of a range, both ends included', () => {
    expect(monthsBetween('2024-11', '2025-02')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthsBetween('2024-03', '2024-03')).toEqual(['2024-03']);
    expect(monthsBetween('2024-04', '2024-03')).toEqual([]);
  });

  it('takes the month of an instant in UTC', () => {
    expect(monthOfDate(new Date('2026-10-31T23:30:00Z'))).toBe('2026-10');
    expect(monthOfDate(new Date('2026-11-01T00:00:00Z'))).toBe('2026-11');
    // Late on New Year's Eve in New York is already January in UTC.
    expect(monthOfDate(new Date('2026-12-31T20:00:00-05:00'))).toBe('2027-01');
    expect(monthOfDate(new Date('2024-02-29T12:00:00Z'), '')).toBe('202402');
  });

  it('gives the first day of a month, also of February in a leap year', () => {
    expect(firstDayOfMonth('2024-02')).toBe('2024-02-01');
    expect(firstDayOfMonth(addMonths('2024-02', 1))).toBe('2024-03-01');
    expect(firstDayOfMonth(addMonths('2024-12', 1))).toBe('2025-01-01');
  });

  it('labels months short and long', () => {
    expect(monthLabel('2024-03')).toBe('Mar 2024');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
    expect(longMonthLabel({ year: 2026, month: 10 })).toBe('October 2026');
    expect(longMonthLabel({ year: 2025, month: 1 })).toBe('January 2025');
  });
});
