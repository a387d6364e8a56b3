// One console list with its add / edit / delete form (Groups, Menu groups, Announcements): a table
// paged and sorted on the server (its state in the address), the CSV of the same query, a button that
// opens an empty form and a row that opens its own, in a modal. A change that succeeds closes the
// modal and says so; one that fails leaves the form open with the server's message.
import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { showToast } from '../../../components/toast.ts';
import { useListState } from '../../../components/use-list-state.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { ConsoleListTable } from './console-list-table.tsx';

/** What the panel hands its form: the row (none: a new one), and how to send a change. */
export type ListFormProps<Row, Change> = {
  row: Row | undefined;
  saving: boolean;
  error: unknown;
  /** Sends the change; when it succeeds the modal closes and `done` is shown. */
  apply: (change: Change, done: string) => void;
};

export function ConsoleListPanel<Row, Change>({
  list,
  schema,
  defaultSort,
  pageSize,
  label,
  noun,
  columns,
  rowKey,
  emptyState,
  addLabel,
  addBelowTable = false,
  modalTitle,
  modalSize,
  change,
  form,
  addressPrefix = '',
}: {
  /** The list's path under /api/admin/console (and its CSV under …/export). */
  list: string;
  schema: z.ZodType<{ rows: Row[]; total: number }>;
  defaultSort: { sort: string; dir: 'asc' | 'desc' };
  pageSize: number;
  /** The table's accessible name. */
  label: string;
  /** The footer's plural ("groups"); the CSV is named after the list. */
  noun: string;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  emptyState: string;
  addLabel: string;
  addBelowTable?: boolean;
  modalTitle: (row: Row | undefined) => string;
  modalSize?: ModalProps['size'];
  change: UseMutationResult<unknown, unknown, Change>;
  form: (props: ListFormProps<Row, Change>) => ReactNode;
  /** Before the list's names in the address (page, sort, dir), when the screen holds another list. */
  addressPrefix?: string;
}) {
  const state = useListState(defaultSort, addressPrefix);
  const params = state.params([], pageSize);
  const rows = useQuery(consoleListQuery(list, params, schema));
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    change.reset();
  };
  const apply = (c: Change, done: string) =>
    change.mutate(c, {
      onSuccess: () => {
        close();
        showToast({ tone: 'success', message: done });
      },
    });
  const row = editing === 'new' ? undefined : (editing ?? undefined);
  const add = (
    <Group justify={addBelowTable ? 'flex-start' : 'flex-end'}>
      <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
        {addLabel}
      </Button>
    </Group>
  );
  return (
    <Stack gap="md">
      {addBelowTable ? null : add}
      <ConsoleListTable
        list={list}
        fileName={`${list}.csv`}
        params={params}
        label={label}
        noun={noun}
        columns={columns}
        query={rows}
        rowKey={rowKey}
        emptyState={emptyState}
        onRowClick={(r) => setEditing(r)}
        state={state}
        pageSize={pageSize}
        belowTable={addBelowTable ? add : null}
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={modalTitle(row)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        size={modalSize}
      >
        {form({ row, saving: change.isPending, error: change.error, apply })}
      </Modal>
    </Stack>
  );
}
