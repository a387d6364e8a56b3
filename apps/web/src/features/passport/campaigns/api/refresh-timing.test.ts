// When a campaign's screens ask again: running every LIVE_PROGRESS_MS; scheduled at its time, then
// backing off while overdue; never for anything that does not change by itself.
import { describe, expect, it } from 'vitest';
import { LIVE_PROGRESS_MS, nextLookForAll, nextLookMs, SCHEDULED_LOOK_MAX_MS } from './refresh-timing.ts';

const now = Date.parse('2026-11-28T15:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('the next look at a campaign', () => {
  it('is every LIVE_PROGRESS_MS while running, never for a draft, paused, cancelled or finished one', () => {
    expect(nextLookMs({ status: 'running', send_at: null }, now)).toBe(LIVE_PROGRESS_MS);
    for (const status of ['draft', 'paused', 'cancelled', 'finished'] as const)
      expect(nextLookMs({ status, send_at: at(5_000) }, now)).toBe(false);
  });

  it('is just after the send time when that is near, within a minute when it is far', () => {
    expect(nextLookMs({ status: 'scheduled', send_at: at(5_000) }, now)).toBe(5_500);
    expect(nextLookMs({ status: 'scheduled', send_at: at(3_600_000) }, now)).toBe(SCHEDULED_LOOK_MAX_MS);
  });

  it('backs off from LIVE_PROGRESS_MS to a minute while the server has not started it', () => {
    expect(nextLookMs({ status: 'scheduled', send_at: at(-1_000) }, now)).toBe(LIVE_PROGRESS_MS);
    expect(nextLookMs({ status: 'scheduled', send_at: at(-300_000) }, now)).toBe(30_000);
    expect(nextLookMs({ status: 'scheduled', send_at: at(-3_600_000) }, now)).toBe(SCHEDULED_LOOK_MAX_MS);
  });

  it('for a list, is the soonest any campaign needs', () => {
    const draft = { status: 'draft' as const, send_at: null };
    expect(nextLookForAll([draft], now)).toBe(false);
    expect(nextLookForAll(undefined, now)).toBe(false);
    expect(nextLookForAll([draft, { status: 'scheduled', send_at: at(10_000) }], now)).toBe(10_500);
    expect(
      nextLookForAll(
        [
          { status: 'scheduled', send_at: at(10_000) },
          { status: 'running', send_at: null },
        ],
        now,
      ),
    ).toBe(LIVE_PROGRESS_MS);
  });
});
