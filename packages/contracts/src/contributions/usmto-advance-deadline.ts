// USMTO in Advance (spec §9): a month's orders are due by the 15th of the next month, 8 PM US
// Eastern. Eastern is UTC-5 in winter and UTC-4 in summer; the offset is read from the time-zone
// database (Intl), not assumed.

const EASTERN = 'America/New_York';
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isUsmtoAdvancePeriod = (value: string) => PERIOD.test(value);

// Built once: making an Intl.DateTimeFormat costs far more than using one, and the launcher's
// release dates ask for these on every call (a quarter of mti/products' time when built per call).
let easternMinuteFormat: Intl.DateTimeFormat | undefined;
let easternMonthFormat: Intl.DateTimeFormat | undefined;

/** Minutes Eastern time is ahead of UTC at that instant (-300 in winter, -240 in summer). */
function easternOffsetMinutes(at: Date): number {
  easternMinuteFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = easternMinuteFormat.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

// Instants already worked out, by their wall-clock time: the launcher asks for the same few months'
// release instants on every call. Bounded, though the keys are few.
const wallClockInstants = new Map<number, number>();
const WALL_CLOCK_INSTANTS_MAX = 1000;

/** The instant of a wall-clock time in US Eastern (month 1–12). */
export function easternWallClock(year: number, month: number, day: number, hour: number): Date {
  const naive = Date.UTC(year, month - 1, day, hour);
  let instant = wallClockInstants.get(naive);
  if (instant === undefined) {
    // The offset at the naive instant is right except within hours of a change; 8 PM is far from 2 AM.
    instant = naive - easternOffsetMinutes(new Date(naive)) * 60_000;
    if (wallClockInstants.size >= WALL_CLOCK_INSTANTS_MAX) wallClockInstants.clear();
    wallClockInstants.set(naive, instant);
  }
  return new Date(instant);
}

/** The deadline of a period 'YYYY-MM': the 15th of the following month, 8 PM Eastern. */
export function usmtoAdvanceDeadline(period: string): Date {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? easternWallClock(year + 1, 1, 15, 20) : easternWallClock(year, month + 1, 15, 20);
}

/** Everyone else sees the month's report from the 1st of the month after the deadline, midnight Eastern. */
export function usmtoAdvancePublicRelease(period: string): Date {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const plusTwo = month + 2;
  return easternWallClock(year + Math.floor((plusTwo - 1) / 12), ((plusTwo - 1) % 12) + 1, 1, 0);
}

/** The month whose orders may be submitted at `now`: last month (Eastern) until its deadline, else none. */
export function openUsmtoAdvancePeriod(now: Date): string | null {
  easternMonthFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: EASTERN, year: 'numeric', month: '2-digit' });
  const parts = easternMonthFormat.formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return now < usmtoAdvanceDeadline(previous) ? previous : null;
}

/** 'October 2026'. */
export function periodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'November 15, 2026, 8:00 PM EST'. */
export function easternLabel(at: Date): string {
  return at.toLocaleString('en-US', {
    timeZone: EASTERN,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
