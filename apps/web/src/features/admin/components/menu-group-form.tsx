// Add or change a menu group of the role menus: its name and its place in a menu. The contract's
// schema shows each message as a field is left; the server checks it again (and that the name is free).
import { Alert, Button, Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ConsoleMenuGroup,
  type MenuGroupFields,
  menuGroupFields,
} from '@mti/contracts/admin/console-catalogue-menu-groups';
import type React from 'react';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { TextField } from '../../../components/form-fields.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';

export function MenuGroupForm({
  menuGroup,
  saving,
  error,
  onSave,
  onDelete,
}: {
  /** The menu group edited; none to add one. */
  menuGroup?: ConsoleMenuGroup;
  saving: boolean;
  error: unknown;
  onSave: (fields: MenuGroupFields) => void;
  onDelete?: () => void;
}) {
  const form = useForm<MenuGroupFields>({
    initialValues: {
      menu_group_name: menuGroup?.menu_group_name ?? '',
      menu_group_sort_order: menuGroup?.menu_group_sort_order ?? 0,
    },
    validate: contractFormRules(menuGroupFields),
    validateInputOnBlur: true,
  });
  return (
    <form
      aria-label={menuGroup ? `Edit menu group ${menuGroup.menu_group_name}` : 'Add a menu group'}
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={form.onSubmit(onSave)}
    >
      <Stack gap="sm">
        <TextField form={form} path="menu_group_name" label="Menu group name" withAsterisk />
        <NumberInput label="Place in the menu" min={0} max={9999} {...form.getInputProps('menu_group_sort_order')} />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {serverMessageOr(error, 'The menu group could not be saved. Please try again.')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={saving}>
            {menuGroup ? 'Save menu group' : 'Add menu group'}
          </Button>
          {onDelete && (
            <Button variant="default" color="red" onClick={onDelete} disabled={saving}>
              Delete menu group
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
