// The FIA survey's release calendar (fiaConfig, decision 042): the day of the following month by
// which members submit a month's figures, and the day its benchmark is published. The calendar's
// own rule (published after the deadline) shows as the days change; the server checks it again.

import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FiaReleaseCalendarResponse, fiaReleaseCalendarBody } from '@mti/contracts/admin/console-site-settings';
import type React from 'react';
import { useState } from 'react';
import { useSaveFiaReleaseCalendar } from '../api/fia-release-calendar.ts';
import { SaveOutcome } from './save-outcome.tsx';
import { SubmitButton } from './submit-button.tsx';

const DEFAULT_DAYS = { submissionDueDay: 15, publicationDay: 25 };

export function FiaReleaseCalendarForm({ calendar }: { calendar: FiaReleaseCalendarResponse }) {
  const save = useSaveFiaReleaseCalendar();
  const [days, setDays] = useState(calendar.releaseCalendar ?? DEFAULT_DAYS);
  const [saved, setSaved] = useState(false);
  const body = {
    version: calendar.version,
    releaseCalendar: { ...days, timeZone: 'America/New_York' as const },
  };
  const checked = fiaReleaseCalendarBody.safeParse(body);
  const messageOf = (field: keyof typeof DEFAULT_DAYS) =>
    checked.success ? undefined : checked.error.issues.find((i) => i.path[1] === field)?.message;
  const change = (field: keyof typeof DEFAULT_DAYS) => (value: string | number) => {
    setSaved(false);
    setDays({ ...days, [field]: typeof value === 'number' ? value : Number(value) || 0 });
  };
  return (
    <form
      aria-label="FIA release calendar"
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.success) save.mutate(checked.data, { onSuccess: () => setSaved(true) });
      }}
    >
      <Stack gap="sm" maw={560}>
        {!calendar.releaseCalendar && (
          <Text size="sm">No calendar is saved yet: the survey shows none until one is.</Text>
        )}
        <Group align="flex-start" gap="sm">
          <NumberInput
            label="Submission due (day of the following month)"
            value={days.submissionDueDay}
            min={1}
            max={28}
            allowDecimal={false}
            onChange={change('submissionDueDay')}
            error={messageOf('submissionDueDay')}
          />
          <NumberInput
            label="Benchmark published (day of the following month)"
            value={days.publicationDay}
            min={1}
            max={28}
            allowDecimal={false}
            onChange={change('publicationDay')}
            error={messageOf('publicationDay')}
          />
        </Group>
        <SaveOutcome
          error={save.error}
          saved={saved}
          failed="The release calendar could not be saved."
          savedText="The release calendar is saved; survey participants see it on their next page load."
        />
        <SubmitButton label="Save release calendar" saving={save.isPending} disabled={!checked.success} />
      </Stack>
    </form>
  );
}
