// Campaign send times are stored in UTC and shown and entered in US Eastern time ("ET"), whatever
// the viewer's own zone: the show and its exhibitors work on Eastern time (DESIGN.md §4).
import { CAMPAIGN_DISPLAY_TIME_ZONE as EASTERN_ZONE } from '@mti/contracts/passport/campaigns-api';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const display = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "Dec 1, 2026, 9:00 AM ET". */
export const formatEastern = (iso: string) => `${display.format(new Date(iso))} ET`;

/** The Eastern wall-clock time of an instant, as a datetime-local input's value ("2026-12-01T09:00"). */
export function toEasternInput(date: Date): string {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The UTC instant of an Eastern wall-clock time typed into a datetime-local input, or null when it
 * is not a time. The zone's offset is found by formatting a first guess back into Eastern time;
 * a second pass settles the guesses that straddle a daylight-saving change.
 */
export function fromEasternInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wallAsUtc = Date.UTC(y, mo - 1, d, h, mi);
  let instant = wallAsUtc;
  for (let pass = 0; pass < 2; pass++) {
    const shown = toEasternInput(new Date(instant));
    const shownAsUtc = Date.parse(`${shown}:00Z`);
    instant += wallAsUtc - shownAsUtc;
  }
  return Number.isNaN(instant) ? null : new Date(instant);
}
