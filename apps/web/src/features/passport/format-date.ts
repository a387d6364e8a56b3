// Dates and times as the passport shows them: "Nov 27, 2026, 6:20 PM" in the viewer's time zone.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
