// A calendar date (no time of day) written out in full, the way the portal's notices say it.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** '2024-06-30' (or an instant on that day) → 'June 30, 2024'; an unreadable value is shown as it is. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : LONG_DATE.format(date);
}
