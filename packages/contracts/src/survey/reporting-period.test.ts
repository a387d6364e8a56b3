import { describe, expect, it } from 'vitest';
import {
  formatReportingPeriod,
  isPeriodEditable,
  isTrue,
  parseReportingPeriod,
  periodStatus,
  reportingPeriodOf,
  reportingPeriodSchema,
  shiftReportingPeriod,
} from './reporting-period.ts';

describe('reporting periods (YYYYMM)', () => {
  it('parses six digits, year then two-digit month', () => {
    expect(parseReportingPeriod('202610')).toEqual({ year: 2026, month: 10 });
    expect(parseReportingPeriod('202601')).toEqual({ year: 2026, month: 1 });
  });

  it.each(['20261', '2026100', '202613', '202600', '2026-10', 'abcdef', ''])('refuses %j', (value) => {
    expect(parseReportingPeriod(value)).toBeNull();
    expect(reportingPeriodSchema.safeParse(value).success).toBe(false);
  });

  it('shows month and year', () => {
    expect(formatReportingPeriod('202610')).toBe('October 2026');
    expect(formatReportingPeriod('202501')).toBe('January 2025');
    expect(formatReportingPeriod('nonsense')).toBe('nonsense');
  });

  it('gives the period of a date in UTC and moves across years', () => {
    expect(reportingPeriodOf(new Date('2026-11-23T09:00:00Z'))).toBe('202611');
    expect(shiftReportingPeriod('202601', -1)).toBe('202512');
    expect(shiftReportingPeriod('202611', 2)).toBe('202701');
    expect(shiftReportingPeriod('202611', -12)).toBe('202511');
  });

  it("reads the strings 'true'/'false' and booleans alike", () => {
    expect(isTrue('true')).toBe(true);
    expect(isTrue(true)).toBe(true);
    expect(isTrue('false')).toBe(false);
    expect(isTrue(false)).toBe(false);
    expect(isTrue(null)).toBe(false);
  });
});

describe('period status on the surveys list (spec §4)', () => {
  const flags = (is_submitted: string, is_started: string, is_open: boolean | string) => ({
    is_submitted,
    is_started,
    is_open,
  });

  it('a submitted open period offers View and Edit', () => {
    expect(periodStatus(flags('true', 'true', true))).toEqual({ status: 'submitted', actions: ['view', 'edit'] });
    expect(periodStatus(flags('true', 'true', 'true'))).toEqual({ status: 'submitted', actions: ['view', 'edit'] });
  });

  it('a submitted closed period offers View only', () => {
    expect(periodStatus(flags('true', 'true', false))).toEqual({ status: 'submitted', actions: ['view'] });
    expect(periodStatus(flags('true', 'true', 'false'))).toEqual({ status: 'submitted', actions: ['view'] });
  });

  it('not submitted and not started offers Start', () => {
    expect(periodStatus(flags('false', 'false', true))).toEqual({ status: 'not_started', actions: ['start'] });
  });

  it('not submitted and started is pending, with Continue', () => {
    expect(periodStatus(flags('false', 'true', true))).toEqual({ status: 'pending', actions: ['continue'] });
  });

  it('a closed period that was never submitted shows as closed: View if started, else nothing', () => {
    expect(periodStatus(flags('false', 'true', false))).toEqual({ status: 'closed', actions: ['view'] });
    expect(periodStatus(flags('false', 'false', false))).toEqual({ status: 'closed', actions: [] });
  });

  it('only a started, unsubmitted, open period is editable', () => {
    expect(isPeriodEditable(flags('false', 'true', true))).toBe(true);
    expect(isPeriodEditable(flags('true', 'true', true))).toBe(false);
    expect(isPeriodEditable(flags('false', 'false', true))).toBe(false);
    expect(isPeriodEditable(flags('false', 'true', false))).toBe(false);
  });
});
