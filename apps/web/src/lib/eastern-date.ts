// Dates as the portal shows them (DESIGN §4): in US Eastern time, where the association works.
const EASTERN_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/New_York',
});

/** An ISO 8601 instant → 'Nov 5, 2026'; what is not a date is shown as it came. */
export function formatEasternDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : EASTERN_DATE.format(date);
}
