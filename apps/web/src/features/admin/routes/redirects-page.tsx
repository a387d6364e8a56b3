// Console › Redirects (issue 19, spec §2): the old → new list the site and Home follow, paged,
// sorted, searched and exported on the server like every console list (decision 050). No chain and
// no loop: each redirect goes straight to its final address.

import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { type RedirectEntry, redirectListResponse } from '@mti/contracts/admin/console-redirects';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { HttpError } from '../../../lib/http.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { REDIRECT_LIST, type RedirectEdit, useChangeRedirects } from '../api/redirects.ts';
import { CheckedRedirectForm } from '../components/checked-redirect-form.tsx';
import { ConsoleListTable } from '../components/console-list-table.tsx';

const PAGE_SIZE = 50;
const sortable = () => 0;

function RedirectsHeading() {
  return (
    <>
      <Title order={2}>Redirects</Title>
      <Text size="sm" c="dimmed">
        An address is matched without regard to case or a trailing slash. A redirect must point straight at its final
        address: chains and loops are refused.
      </Text>
    </>
  );
}

function RedirectsLoading() {
  return (
    <Stack gap="md">
      <RedirectsHeading />
      <Center py="xl">
        <Loader role="status" size="sm" aria-label="Loading the redirects" />
      </Center>
    </Stack>
  );
}

export function RedirectsPage() {
  const state = useListState({ sort: 'old_url', dir: 'asc' });
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery(REDIRECT_LIST, params, redirectListResponse));
  const change = useChangeRedirects();
  const [editing, setEditing] = useState<RedirectEntry | null>(null);
  const [addKey, setAddKey] = useState(0);
  // Every change names the version the list was read at: until the first page has come there is none,
  // so the page shows that it is loading rather than a form that would send a made-up version. A list
  // that failed to load has none either: the table says so (with Try again) and no change is offered.
  if (list.isPending) return <RedirectsLoading />;
  const version = list.data?.version;
  const run = (edit: RedirectEdit, done: () => void) => change.mutate(edit, { onSuccess: done });

  const columnsAt = (version: number): DataTableColumn<RedirectEntry>[] => [
    { key: 'old_url', header: 'Old address', cell: (r) => r.oldUrl, sortValue: sortable },
    { key: 'new_url', header: 'New address', cell: (r) => r.newUrl, sortValue: sortable },
    {
      key: 'actions',
      header: 'Change',
      cell: (r) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setEditing(r)} aria-label={`Edit ${r.oldUrl}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            aria-label={`Delete ${r.oldUrl}`}
            onClick={() => run({ kind: 'delete', version, from: r.oldUrl }, () => undefined)}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <RedirectsHeading />
      {change.error && !editing && (
        <Alert color="red" role="alert" title="Not saved">
          {change.error instanceof HttpError ? change.error.msg : 'The redirect could not be saved.'}
        </Alert>
      )}
      {version !== undefined && (
        <CheckedRedirectForm
          key={addKey}
          submitLabel="Add redirect"
          saving={change.isPending && !editing}
          onSubmit={(entry) => run({ kind: 'add', version, ...entry }, () => setAddKey((k) => k + 1))}
        />
      )}
      <ListSearchForm
        label="Search redirects"
        description="Old or new address"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list={REDIRECT_LIST}
        fileName="redirects.csv"
        label="Redirects"
        noun="redirects"
        columns={version === undefined ? [] : columnsAt(version)}
        query={list}
        rowKey={(r) => r.oldUrl}
        emptyState={state.get('q') ? 'No redirect matches this search.' : 'No redirects yet: add one above.'}
        onRowClick={setEditing}
        state={state}
        params={params}
        pageSize={PAGE_SIZE}
      />
      <Modal
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
          change.reset();
        }}
        title={`Change the redirect from ${editing?.oldUrl ?? ''}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && version !== undefined && (
          <Stack gap="sm">
            {change.error && (
              <Alert color="red" role="alert" title="Not saved">
                {change.error instanceof HttpError ? change.error.msg : 'The redirect could not be saved.'}
              </Alert>
            )}
            <CheckedRedirectForm
              key={editing.oldUrl}
              initial={editing}
              submitLabel="Save redirect"
              saving={change.isPending}
              onSubmit={(entry) =>
                run({ kind: 'edit', version, from: editing.oldUrl, ...entry }, () => setEditing(null))
              }
              onCancel={() => setEditing(null)}
            />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
