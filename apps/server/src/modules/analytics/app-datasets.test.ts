// The launcher's release dates: worked out once per dataset and minute, and still right the minute
// a release comes due.
import { describe, expect, it } from 'vitest';
import { appDataRelease } from './app-datasets.ts';

const at = (iso: string) => appDataRelease({ appKey: 'usmto-advance', now: new Date(iso) });

describe('appDataRelease', () => {
  it('moves on at the release instant (midnight Eastern), whichever minute was asked before', () => {
    // October 2026 becomes public on December 1, midnight Eastern (05:00 UTC).
    expect(at('2026-12-01T04:59:30Z')?.dataThrough).toBe('2026-09');
    expect(at('2026-12-01T04:59:59Z')?.dataThrough).toBe('2026-09');
    expect(at('2026-12-01T05:00:00Z')?.dataThrough).toBe('2026-10');
    expect(at('2026-12-01T04:59:10Z')?.dataThrough).toBe('2026-09');
    expect(at('2026-12-01T05:00:40Z')?.dataThrough).toBe('2026-10');
  });

  it('gives each caller its own copy', () => {
    const first = at('2026-12-02T12:00:00Z');
    if (!first) throw new Error('no release');
    first.dataThrough = 'changed';
    expect(at('2026-12-02T12:00:05Z')?.dataThrough).toBe('2026-10');
  });

  it('shows the administrator’s saved dates instead of the schedule', () => {
    const saved = { 'usmto-advance': { data_through: '2026-08', next_release: '2026-12-20' } };
    expect(appDataRelease({ appKey: 'usmto-advance', now: new Date('2026-12-02T12:00:00Z'), saved })).toEqual({
      dataThrough: '2026-08',
      nextRelease: '2026-12-20',
    });
  });
});
