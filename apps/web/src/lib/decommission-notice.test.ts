import { DEFAULT_DECOMMISSION_NOTICE } from '@mti/contracts/content/decommission-notice';
import { describe, expect, it } from 'vitest';
import { decommissionNotice, formatDecommissionDate } from './decommission-notice.ts';

describe('the decommission notice', () => {
  it('names the four apps and the configured date', () => {
    expect(formatDecommissionDate('2025-12-31')).toBe('December 31, 2025');
    expect(decommissionNotice('2025-12-31', new Date('2025-06-01T12:00:00Z'))).toBe(
      'USMTO Territory Wizard, Map U.S. Markets, Economic Trends and Advanced Workholding Technology will be decommissioned on December 31, 2025.',
    );
  });

  it('once the date has passed (US Eastern), says so without claiming the apps are gone', () => {
    expect(decommissionNotice('2025-12-31', new Date('2026-01-01T04:00:00Z'))).toContain(
      'will be decommissioned on December 31, 2025',
    );
    const after = decommissionNotice('2025-12-31', new Date('2026-01-01T05:00:00Z'));
    expect(after).toBe(
      'USMTO Territory Wizard, Map U.S. Markets, Economic Trends and Advanced Workholding Technology passed their decommission date of December 31, 2025. They remain available to subscribers until further notice.',
    );
    // The apps still open (issue 15): the notice must not say they are gone.
    expect(after).not.toMatch(/were decommissioned|no longer available/);
  });
});

describe("an administrator's decommission notice", () => {
  const notice = {
    ...DEFAULT_DECOMMISSION_NOTICE,
    apps: ['Economic Trends'],
    beforeDateText: 'Plan ahead: {apps} closes on {date}.',
    afterDateText: 'Since {date}, {apps} is kept for subscribers only.',
  };

  it('fills in its own apps and date, in the tense of the day', () => {
    expect(decommissionNotice('2027-03-31', new Date('2027-03-01T12:00:00Z'), notice)).toBe(
      'Plan ahead: Economic Trends closes on March 31, 2027.',
    );
    expect(decommissionNotice('2027-03-31', new Date('2027-04-01T12:00:00Z'), notice)).toBe(
      'Since March 31, 2027, Economic Trends is kept for subscribers only.',
    );
  });
});
