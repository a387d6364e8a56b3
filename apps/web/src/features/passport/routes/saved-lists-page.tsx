// Saved Lists (help page saved-lists): Total Contacts and Contacts with Email of each list; Rename,
// Delete, and Export (all contacts as a CSV in a zip, or only the opted-in ones with a valid e-mail).
import { Group, Stack, Text } from '@mantine/core';
import { renameListBody, type SavedList } from '@mti/contracts/passport/passport-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useExportContacts } from '../api/export-contacts.ts';
import { savedListsQuery, useDeleteList, useRenameList } from '../api/saved-lists.ts';
import { ExportMenu } from '../components/export-menu.tsx';
import { ExportProgress } from '../components/export-progress.tsx';
import { RenameDeleteButtons, RenameDeleteDialogs } from '../components/rename-delete-dialogs.tsx';
import { formatCount } from '../format-count.ts';
import { formatDateTime } from '../format-date.ts';
import { EXPORT_FAILED } from '../passport-texts.ts';
import { showYearLabel } from '../show-year-label.ts';

export function SavedListsPage() {
  const lists = useQuery(savedListsQuery());
  const rename = useRenameList();
  const remove = useDeleteList();
  const exporter = useExportContacts();
  const [renaming, setRenaming] = useState<SavedList | null>(null);
  const [deleting, setDeleting] = useState<SavedList | null>(null);
  const exportingId = exporter.isPending && exporter.variables?.kind === 'list' ? exporter.variables.listId : null;

  function exportList(list: SavedList, onlyOptedIn: boolean) {
    exporter.mutate(
      { kind: 'list', listId: list.list_id, onlyOptedIn },
      { onError: (error) => showToast({ tone: 'error', message: serverMessageOr(error, EXPORT_FAILED) }) },
    );
  }

  if (lists.isError) return <LoadError error={lists.error} onRetry={() => void lists.refetch()} />;
  return (
    <Stack gap="md">
      {exporter.isPending && <ExportProgress progress={exporter.progress} />}
      <DataTable<SavedList>
        label="Saved Lists"
        rows={lists.data ?? []}
        loading={lists.isPending}
        rowKey={(l) => String(l.list_id)}
        emptyState="No saved lists yet. Save a list from Find Prospects, Search Contacts or My Analytics."
        columns={[
          { key: 'name', header: 'Name', cell: (l) => l.name },
          { key: 'show', header: 'Show year', cell: (l) => showYearLabel(l.show_name, l.show_year) },
          { key: 'total', header: 'Total Contacts', numeric: true, cell: (l) => formatCount(l.total_contacts) },
          {
            key: 'email',
            header: 'Contacts with Email',
            numeric: true,
            cell: (l) => formatCount(l.contacts_with_email),
          },
          { key: 'created', header: 'Created', cell: (l) => formatDateTime(l.created_at) },
          {
            key: 'exported',
            header: 'Last exported',
            cell: (l) =>
              l.last_exported_at ? (
                formatDateTime(l.last_exported_at)
              ) : (
                <Text span c="dimmed">
                  Never
                </Text>
              ),
          },
          {
            key: 'actions',
            header: 'Actions',
            cell: (l) => (
              <Group gap={4} wrap="nowrap">
                <ExportMenu
                  subject={l.name}
                  busy={exportingId === l.list_id}
                  disabled={exporter.isPending && exportingId !== l.list_id}
                  onExport={(onlyOptedIn) => exportList(l, onlyOptedIn)}
                />
                <RenameDeleteButtons name={l.name} onRename={() => setRenaming(l)} onDelete={() => setDeleting(l)} />
              </Group>
            ),
          },
        ]}
      />
      <Text size="sm" c="dimmed">
        Exported contacts may be used only for your company’s own marketing and must never be sold or shared. Each
        export is recorded, and its file is named after the show, the list, your company and the time (UTC).
      </Text>
      <RenameDeleteDialogs
        noun="list"
        schema={renameListBody.shape.name}
        renaming={renaming && { id: renaming.list_id, name: renaming.name }}
        deleting={deleting && { id: deleting.list_id, name: deleting.name }}
        onRename={(listId, name) => rename.mutateAsync({ listId, name })}
        onDelete={(listId) => remove.mutateAsync(listId)}
        onClose={() => {
          setRenaming(null);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
