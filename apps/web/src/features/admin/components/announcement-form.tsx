// Add or change a launcher announcement (decision 091): heading, text, start and end date (US
// Eastern, both included) and the apps whose members see it (none: everyone), with a preview drawn
// by the launcher's own component. The contract's schema shows each message as a field is left; the
// server checks it again (and that the apps exist), and refuses a stale edit.
import { Alert, Button, Group, MultiSelect, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AnnouncementFields,
  announcementFields,
  type ConsoleAnnouncement,
} from '@mti/contracts/catalog/announcements';
import type React from 'react';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { TextField } from '../../../components/form-fields.tsx';
import { LauncherAnnouncements } from '../../../components/launcher-announcements.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';

export type AppChoice = { value: string; label: string };

export function AnnouncementForm({
  announcement,
  apps,
  today,
  saving,
  error,
  onSave,
  onDelete,
}: {
  /** The announcement edited; none to add one. */
  announcement?: ConsoleAnnouncement;
  apps: AppChoice[];
  /** Today's US Eastern date: a new announcement starts today and runs a week. */
  today: string;
  saving: boolean;
  error: unknown;
  onSave: (fields: AnnouncementFields) => void;
  onDelete?: () => void;
}) {
  const weekLater = new Date(Date.parse(`${today}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const form = useForm<AnnouncementFields>({
    initialValues: {
      title: announcement?.title ?? '',
      body: announcement?.body ?? '',
      starts_on: announcement?.starts_on ?? today,
      ends_on: announcement?.ends_on ?? weekLater,
      app_keys: announcement?.app_keys ?? [],
    },
    validate: contractFormRules(announcementFields),
    validateInputOnBlur: true,
  });
  const { title, body } = form.values;
  return (
    <form
      aria-label={announcement ? `Edit announcement ${announcement.title}` : 'Add an announcement'}
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={form.onSubmit(onSave)}
    >
      <Stack gap="sm">
        <TextField form={form} path="title" label="Heading" withAsterisk />
        <Textarea label="Text members read" withAsterisk autosize minRows={2} {...form.getInputProps('body')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField form={form} path="starts_on" label="First day (US Eastern)" type="date" withAsterisk />
          <TextField form={form} path="ends_on" label="Last day (US Eastern)" type="date" withAsterisk />
        </SimpleGrid>
        <MultiSelect
          label="Shown to members of these apps"
          description="Leave empty to show it to every signed-in user."
          data={apps}
          searchable
          clearable
          {...form.getInputProps('app_keys')}
        />
        <section aria-label="Preview of the announcement in the launcher">
          <Text size="sm" fw={600} mb={4}>
            Preview
          </Text>
          <LauncherAnnouncements
            announcements={[{ id: 0, title: title || '(no heading yet)', body: body || '(no text yet)' }]}
          />
        </section>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {serverMessageOr(error, 'The announcement could not be saved. Please try again.')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={saving}>
            {announcement ? 'Save announcement' : 'Add announcement'}
          </Button>
          {onDelete && (
            <Button variant="default" color="red" onClick={onDelete} disabled={saving}>
              Delete announcement
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
