// Add or change a launcher group: its name and its place among the groups. The contract's schema
// shows each message as a field is left; the server checks it again (and that the name is free).
import { Alert, Button, Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ConsoleGroup, type GroupFields, groupFields } from '@mti/contracts/admin/console-catalogue-groups';
import type React from 'react';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { TextField } from '../../../components/form-fields.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';

export function GroupForm({
  group,
  saving,
  error,
  onSave,
  onDelete,
}: {
  /** The group edited; none to add one. */
  group?: ConsoleGroup;
  saving: boolean;
  error: unknown;
  onSave: (fields: GroupFields) => void;
  onDelete?: () => void;
}) {
  const form = useForm<GroupFields>({
    initialValues: { group_name: group?.group_name ?? '', group_sort_order: group?.group_sort_order ?? 0 },
    validate: contractFormRules(groupFields),
    validateInputOnBlur: true,
  });
  return (
    <form
      aria-label={group ? `Edit group ${group.group_name}` : 'Add a group'}
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={form.onSubmit(onSave)}
    >
      <Stack gap="sm">
        <TextField form={form} path="group_name" label="Group name" withAsterisk />
        <NumberInput label="Place among the groups" min={0} max={9999} {...form.getInputProps('group_sort_order')} />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {serverMessageOr(error, 'The group could not be saved. Please try again.')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={saving}>
            {group ? 'Save group' : 'Add group'}
          </Button>
          {onDelete && (
            <Button variant="default" color="red" onClick={onDelete} disabled={saving}>
              Delete group
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
