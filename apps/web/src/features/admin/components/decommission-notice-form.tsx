// The decommission notice's editor (issue 19, spec §2 myapps, §9): date, heading, apps (one per
// line) and the two sentences, one read before the date and one after, so the notice never speaks in
// the wrong tense. Each field's message from the shared rule shows once the field is left; the
// preview renders the launcher's own component for a day before and a day after the date.

import { Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  type DecommissionNoticeResponse,
  decommissionNoticeBody,
  isCalendarDate,
} from '@mti/contracts/content/decommission-notice';
import type React from 'react';
import { useState } from 'react';
import { DecommissionNotice } from '../../../components/decommission-notice.tsx';
import { useSaveDecommissionNotice } from '../api/decommission-notice.ts';
import { SaveOutcome } from './save-outcome.tsx';
import { SubmitButton } from './submit-button.tsx';

type Values = { decommissionDate: string; title: string; apps: string; beforeDateText: string; afterDateText: string };
type Field = keyof Values;
const ALL_TOUCHED: Record<Field, boolean> = {
  decommissionDate: true,
  title: true,
  apps: true,
  beforeDateText: true,
  afterDateText: true,
};

const valuesOf = (notice: DecommissionNoticeResponse): Values => ({ ...notice, apps: notice.apps.join('\n') });
const appsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const DAY = 86_400_000;

export function DecommissionNoticeForm({ notice }: { notice: DecommissionNoticeResponse }) {
  const save = useSaveDecommissionNotice();
  const [values, setValues] = useState<Values>(() => valuesOf(notice));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [saved, setSaved] = useState(false);
  const checked = decommissionNoticeBody.safeParse({ ...values, apps: appsOf(values.apps), version: notice.version });
  const messageOf = (field: Field) =>
    touched[field] && !checked.success ? checked.error.issues.find((i) => i.path[0] === field)?.message : undefined;
  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setSaved(false);
      setValues({ ...values, [name]: event.currentTarget.value });
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: messageOf(name),
  });
  // The preview shows what the form holds once it passes the rules, otherwise what is saved.
  const shown = checked.success ? checked.data : notice;
  const date = isCalendarDate(shown.decommissionDate) ? shown.decommissionDate : notice.decommissionDate;
  const noon = Date.parse(`${date}T12:00:00Z`);
  return (
    <form
      aria-label="Decommission notice"
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(ALL_TOUCHED);
        if (checked.success) save.mutate(checked.data, { onSuccess: () => setSaved(true) });
      }}
    >
      <Stack gap="sm" maw={640}>
        <TextInput
          label="Decommission date"
          description="YYYY-MM-DD"
          placeholder="2025-12-31"
          {...field('decommissionDate')}
        />
        <TextInput label="Heading" {...field('title')} />
        <Textarea label="Apps" description="One app per line" autosize minRows={3} {...field('apps')} />
        <Textarea
          label="Sentence before the date"
          description="{apps} and {date} are filled in."
          autosize
          minRows={2}
          {...field('beforeDateText')}
        />
        <Textarea
          label="Sentence once the date has passed"
          description="{apps} and {date} are filled in."
          autosize
          minRows={2}
          {...field('afterDateText')}
        />
        <SaveOutcome
          error={save.error}
          saved={saved}
          failed="The decommission notice could not be saved."
          savedText="The decommission notice is saved; members see it the next time they open My MTApps."
        />
        <SubmitButton label="Save decommission notice" saving={save.isPending} />
        <section aria-label="Preview of the notice">
          <Title order={4}>What members see</Title>
          <Text size="sm" c="dimmed" mb="xs">
            Before the date:
          </Text>
          <DecommissionNotice date={date} now={new Date(noon - DAY)} notice={shown} />
          <Text size="sm" c="dimmed" my="xs">
            After the date:
          </Text>
          <DecommissionNotice date={date} now={new Date(noon + 2 * DAY)} notice={shown} />
        </section>
      </Stack>
    </form>
  );
}
