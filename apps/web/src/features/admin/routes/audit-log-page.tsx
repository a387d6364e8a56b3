// Console › Audit log (issue 19): every change, filtered by user, action and dates, paged,
// exportable; console changes show the record before and after.
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useListState } from '../../../components/use-list-state.ts';
import { AUDIT_LOG_PAGE_FILTERS } from '../audit-log-filters.ts';
import { AUDIT_PAGE_SIZE, AuditLogTable } from '../components/audit-log-table.tsx';

export function AuditLogPage() {
  const state = useListState({ sort: 'at', dir: 'desc' });
  const form = useForm({
    initialValues: {
      user: state.get('user'),
      action: state.get('action'),
      from: state.get('from'),
      to: state.get('to'),
    },
  });
  return (
    <Stack gap="md">
      <Title order={2}>Audit log</Title>
      <form
        aria-label="Filter the audit log"
        onSubmit={form.onSubmit((values) =>
          state.setFilters(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]))),
        )}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label="User (login name or site id)" {...form.getInputProps('user')} />
          <TextInput label="Action" placeholder="admin.user." {...form.getInputProps('action')} />
          <TextInput label="From" type="date" {...form.getInputProps('from')} />
          <TextInput label="To" type="date" {...form.getInputProps('to')} />
          <Button type="submit">Filter</Button>
        </Group>
      </form>
      <AuditLogTable state={state} params={state.params(AUDIT_LOG_PAGE_FILTERS, AUDIT_PAGE_SIZE)} />
    </Stack>
  );
}
