// Recently deleted: what is in the trash (30 days), where it came from, when, and Restore.
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';
import { IconRestore } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { FILES_TEXT } from '../files-texts.ts';
import { FileDate } from './file-date.tsx';
import { FileIcon } from './file-icon.tsx';
import { FileName, useNarrowFileTable } from './file-name.tsx';

type DeletedFilesTableProps = {
  files: readonly RepositoryFileDto[];
  loading: boolean;
  restoringId: string | null;
  onRestore: (file: RepositoryFileDto) => void;
};

/** `/home/u/Reports` → `My Files/Reports`: the folder as the user knows it. */
function folderLabel(folderPath: string | undefined): string {
  const names = (folderPath ?? '').split('/').slice(3);
  return [FILES_TEXT.title, ...names].join(' / ');
}

export function DeletedFilesTable({ files, loading, restoringId, onRestore }: DeletedFilesTableProps) {
  // On a phone the folder goes under the name, so that Restore stays on the screen.
  const narrow = useNarrowFileTable();
  const columns: DataTableColumn<RepositoryFileDto>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (f) => f.name,
      cell: (f) => (
        <Group gap="xs" wrap="nowrap">
          <FileIcon file={f} />
          <Stack gap={0}>
            <FileName file={f} />
            {narrow && (
              <Text size="xs" c="dimmed">
                From {folderLabel(f.originalParentFolderPath)}
              </Text>
            )}
          </Stack>
        </Group>
      ),
    },
    ...(narrow
      ? []
      : [
          {
            key: 'from',
            header: 'Deleted from',
            cell: (f: RepositoryFileDto) => folderLabel(f.originalParentFolderPath),
          },
        ]),
    {
      key: 'deleted',
      header: 'Deleted',
      sortValue: (f) => Number(f.deletedDate ?? 0),
      cell: (f) => (f.deletedDate ? <FileDate epochMillis={f.deletedDate} /> : ''),
    },
    {
      key: 'restore',
      header: 'Actions',
      width: narrow ? 56 : 120,
      cell: (f) =>
        narrow ? (
          <ActionIcon
            variant="light"
            aria-label={`Restore ${f.name}`}
            loading={restoringId === f.id}
            disabled={restoringId !== null && restoringId !== f.id}
            onClick={() => onRestore(f)}
          >
            <IconRestore size={16} aria-hidden="true" />
          </ActionIcon>
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRestore size={14} aria-hidden="true" />}
            aria-label={`Restore ${f.name}`}
            loading={restoringId === f.id}
            disabled={restoringId !== null && restoringId !== f.id}
            onClick={() => onRestore(f)}
          >
            Restore
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      label="Recently deleted"
      columns={columns}
      rows={files}
      rowKey={(f) => f.id}
      loading={loading}
      emptyState={FILES_TEXT.noDeleted}
      initialSort={{ key: 'deleted', direction: 'descending' }}
    />
  );
}
