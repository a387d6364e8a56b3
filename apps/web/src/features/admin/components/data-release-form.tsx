// One dataset's release dates as its launcher cards show them: the schedule, or the administrator's
// dates while saved. The rule from contracts names a bad field as it is left; the server checks again.

import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type DataRelease, dataReleaseDatesSchema } from '@mti/contracts/admin/console-data-releases';
import type React from 'react';
import { useState } from 'react';
import { useSaveDataRelease } from '../api/data-releases.ts';
import { SaveOutcome } from './save-outcome.tsx';

type Dataset = DataRelease;
type Field = 'data_through' | 'next_release';

export function DataReleaseForm({ dataset, version }: { dataset: Dataset; version: number }) {
  const save = useSaveDataRelease();
  const [dates, setDates] = useState(dataset.saved ?? dataset.scheduled);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [saved, setSaved] = useState(false);
  const checked = dataReleaseDatesSchema.safeParse(dates);
  const messageOf = (field: Field) =>
    touched[field] && !checked.success ? checked.error.issues.find((i) => i.path[0] === field)?.message : undefined;
  const send = (body: { version: number; dates: typeof dates | null }) =>
    save.mutate({ datasetId: dataset.dataset_id, body }, { onSuccess: () => setSaved(true) });
  const input = (field: Field, label: string) => (
    <TextInput
      label={label}
      value={dates[field]}
      onChange={(event) => {
        setSaved(false);
        setDates({ ...dates, [field]: event.currentTarget.value });
      }}
      onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
      error={messageOf(field)}
      w={{ base: '100%', xs: 200 }}
    />
  );
  return (
    <form
      aria-label={`Release dates of ${dataset.title}`}
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched({ data_through: true, next_release: true });
        if (checked.success) send({ version, dates: checked.data });
      }}
    >
      <Stack gap="xs">
        <Text fw={600}>{dataset.title}</Text>
        <Text size="sm" c="dimmed">
          Schedule: data through {dataset.scheduled.data_through}, next release {dataset.scheduled.next_release}.{' '}
          {dataset.saved ? 'The cards show the dates saved below.' : 'The cards follow the schedule.'}
        </Text>
        <Group align="flex-start" gap="sm">
          {input('data_through', 'Data through (YYYY-MM)')}
          {input('next_release', 'Next release (YYYY-MM-DD)')}
          <Group gap="xs" mt={25}>
            <Button type="submit" loading={save.isPending}>
              Save dates
            </Button>
            {dataset.saved && (
              <Button variant="default" onClick={() => send({ version, dates: null })}>
                Follow the schedule
              </Button>
            )}
          </Group>
        </Group>
        <SaveOutcome
          error={save.error}
          saved={saved}
          failed="The release dates could not be saved."
          savedText="Saved; members' launcher cards show it on their next visit."
        />
      </Stack>
    </form>
  );
}
