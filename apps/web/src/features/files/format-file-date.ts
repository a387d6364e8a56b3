// File dates in US Eastern time (DESIGN §4), from the repository's epoch-millisecond strings.
const EASTERN_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const EASTERN_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** '1767627000000' → ['Jan 5, 2026', '9:30 AM EST']: the day and the time, which may wrap apart. */
export function fileDateParts(epochMillis: string): [date: string, time: string] {
  const at = new Date(Number(epochMillis));
  return [EASTERN_DATE.format(at), EASTERN_TIME.format(at)];
}

/** '1767627000000' → 'Jan 5, 2026, 9:30 AM EST'. */
export function formatFileDate(epochMillis: string): string {
  return fileDateParts(epochMillis).join(', ');
}
