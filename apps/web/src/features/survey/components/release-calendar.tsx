// The FIA programme's calendar (fiaConfig.json releaseCalendar and series, decision 042): which
// month members report now, by when, when its benchmark comes out, and the series it asks for.
import { Text } from '@mantine/core';
import { longMonthLabel, parseMonth } from '@mti/contracts/common/month';
import { fiaReleaseDates } from '@mti/contracts/content/fia-calendar';
import type { FiaConfig } from '@mti/contracts/content/site-config';

const dayLabel = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function ReleaseCalendar({ config, now = new Date() }: { config: FiaConfig; now?: Date }) {
  if (!config.releaseCalendar) return null;
  const dates = fiaReleaseDates(config.releaseCalendar, now);
  const month = parseMonth(dates.reportingMonth);
  return (
    <Text size="sm" data-testid="release-calendar" maw={760}>
      {config.programName}: submit your {month ? longMonthLabel(month) : dates.reportingMonth} figures (
      {(config.series ?? []).map((s) => s.label).join(', ')}) by {dayLabel(dates.submissionDue)}, Eastern time; the
      benchmark is published on {dayLabel(dates.publication)}.
    </Text>
  );
}
