// Edit one launcher app: title (HTML, previewed as members see it), names and addresses, image file
// name (a shipped or an uploaded image), group and menu group with their sort orders, the role that may open it, terms and status.
// The contract's schema shows each message as a field is left; the server checks it again. The save
// carries the version read; when someone else saved first the server refuses (409 stale).
import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { appImageNameProblem } from '@mti/contracts/admin/console-app-images';
import { APP_TARGETS, type ConsoleAppDetail } from '@mti/contracts/admin/console-catalogue';
import { STALE_EDIT } from '@mti/contracts/admin/console-errors';
import type React from 'react';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { NativeSelectField, TextField } from '../../../components/form-fields.tsx';
import { HttpError } from '../../../lib/http.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { type AppFormValues, appBodyOf, appFormOf, appFormSchema } from '../app-form.ts';
import { AppTitlePreview } from './app-title-preview.tsx';

const TARGET_LABELS: Record<(typeof APP_TARGETS)[number], string> = {
  _self: 'The same tab (_self)',
  _blank: 'A new tab (_blank)',
};

export function AppEditForm({
  detail,
  saving,
  error,
  onSave,
  onReload,
}: {
  detail: ConsoleAppDetail;
  saving: boolean;
  error: unknown;
  onSave: (values: AppFormValues) => void;
  /** After a stale refusal: load the app as it now is. */
  onReload: () => void;
}) {
  const form = useForm<AppFormValues>({
    initialValues: appFormOf(detail.app),
    validate: (values) => {
      const problems = contractFormRules(appFormSchema)(values);
      // The server refuses an image that is neither shipped nor uploaded with the same message.
      const imageProblem = problems.app_img ? null : appImageNameProblem(values.app_img, detail.uploaded_images);
      return imageProblem ? { ...problems, app_img: imageProblem } : problems;
    },
    validateInputOnBlur: true,
  });
  const stale = error instanceof HttpError && error.code === STALE_EDIT;
  const groups = detail.groups.map((g) => g.group_name);
  const menuGroups = detail.menu_groups.map((g) => g.menu_group_name);
  return (
    <form
      aria-label={`Edit ${detail.app.short_name}`}
      // Mantine's default error red fails contrast on white (axe): a darker red for this form's messages.
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={form.onSubmit((values) => onSave(appBodyOf(values) as AppFormValues))}
    >
      <Stack gap="md">
        <Textarea
          label="Title (may hold <b>, <i>, <sup>, <br>)"
          withAsterisk
          autosize
          minRows={1}
          {...form.getInputProps('app_title')}
        />
        <AppTitlePreview html={form.values.app_title} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField form={form} path="short_name" label="Short name" withAsterisk />
          <TextField form={form} path="url_key" label="URL key" withAsterisk />
          <TextField form={form} path="appurl" label="App URL" withAsterisk />
          <NativeSelectField
            form={form}
            path="target"
            label="Open in"
            data={APP_TARGETS.map((t) => ({ value: t, label: TARGET_LABELS[t] }))}
          />
          <TextField form={form} path="app_img" label="Image file name (or upload one above)" />
          <TextField form={form} path="mti_role_name" label="Role that may open it" withAsterisk />
          <NativeSelectField form={form} path="group_name" label="Group" data={groups} />
          <NumberInput label="Place in the group" min={0} max={9999} {...form.getInputProps('app_sort_order')} />
          <NativeSelectField form={form} path="menu_group_name" label="Menu group" data={menuGroups} />
          <NumberInput label="Place in the menu group" min={0} max={9999} {...form.getInputProps('menu_sort_order')} />
        </SimpleGrid>
        <Group gap="xl">
          <Checkbox
            label="Active (shown in the launcher)"
            checked={form.values.status === 1}
            onChange={(e) => form.setFieldValue('status', e.currentTarget.checked ? 1 : 0)}
          />
          <Checkbox
            label="Members must accept its terms"
            {...form.getInputProps('terms_required', { type: 'checkbox' })}
          />
        </Group>
        <TextField form={form} path="terms_url" label="Terms address" />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {serverMessageOr(error, 'The app could not be saved. Please try again.')}
            {stale && (
              <Group mt="sm">
                <Button size="xs" variant="default" onClick={onReload}>
                  Reload the app
                </Button>
              </Group>
            )}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={saving}>
            Save app
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
