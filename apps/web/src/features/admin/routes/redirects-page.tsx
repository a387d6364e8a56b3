// Console › Redirects (issue 19, spec §2): the old → new list the site and Home follow. No chain
// and no loop: each redirect goes straight to its final address.

import { Alert, Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { RedirectEntry } from '@mti/contracts/admin/console-redirects';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError } from '../../../lib/http.ts';
import { type RedirectEdit, redirectListQuery, useChangeRedirects } from '../api/redirects.ts';
import { RedirectForm } from '../components/redirect-form.tsx';

export function RedirectsPage() {
  const list = useQuery(redirectListQuery());
  const change = useChangeRedirects();
  const [editing, setEditing] = useState<string | null>(null);
  const [addKey, setAddKey] = useState(0);
  if (!list.data) return list.isError ? <Alert color="red">The redirects could not be loaded.</Alert> : <Loader />;
  const { version, redirects } = list.data;
  const run = (edit: RedirectEdit, done: () => void) => change.mutate(edit, { onSuccess: done });
  const othersThan = (oldUrl: string | null) => redirects.filter((r) => r.oldUrl !== oldUrl);
  return (
    <Stack gap="md">
      <Title order={2}>Redirects</Title>
      <Text size="sm" c="dimmed">
        An address is matched without regard to case or a trailing slash. A redirect must point straight at its final
        address: chains and loops are refused.
      </Text>
      {change.error && (
        <Alert color="red" role="alert" title="Not saved">
          {change.error instanceof HttpError ? change.error.msg : 'The redirect could not be saved.'}
        </Alert>
      )}
      <RedirectForm
        key={addKey}
        others={redirects}
        submitLabel="Add redirect"
        saving={change.isPending && !editing}
        onSubmit={(entry) => run({ kind: 'add', version, ...entry }, () => setAddKey((k) => k + 1))}
      />
      <Table striped highlightOnHover stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Old address</Table.Th>
            <Table.Th scope="col">New address</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {redirects.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>No redirects yet: add one above.</Table.Td>
            </Table.Tr>
          )}
          {redirects.map((r: RedirectEntry) =>
            editing === r.oldUrl ? (
              <Table.Tr key={r.oldUrl}>
                <Table.Td colSpan={3}>
                  <RedirectForm
                    others={othersThan(r.oldUrl)}
                    initial={r}
                    submitLabel="Save redirect"
                    saving={change.isPending}
                    onSubmit={(entry) =>
                      run({ kind: 'edit', version, from: r.oldUrl, ...entry }, () => setEditing(null))
                    }
                    onCancel={() => setEditing(null)}
                  />
                </Table.Td>
              </Table.Tr>
            ) : (
              <Table.Tr key={r.oldUrl}>
                <Table.Td>{r.oldUrl}</Table.Td>
                <Table.Td>{r.newUrl}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing(r.oldUrl)}
                      aria-label={`Edit ${r.oldUrl}`}
                    >
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
                </Table.Td>
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
