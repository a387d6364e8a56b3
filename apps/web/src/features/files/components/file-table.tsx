// The table of a folder (spec §2, §4): Name and Created/Modified, each sortable (clicking toggles
// the direction; created date descending first), row actions rename and delete, and a row click
// that opens the file or folder.
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { FILES_TEXT } from '../files-texts.ts';
import { FileDate } from './file-date.tsx';
import { FileIcon } from './file-icon.tsx';
import { FileName, useNarrowFileTable } from './file-name.tsx';

type FileTableProps = {
  files: readonly RepositoryFileDto[];
  loading: boolean;
  onOpen: (file: RepositoryFileDto) => void;
  onRename: (file: RepositoryFileDto) => void;
  onDelete: (file: RepositoryFileDto) => void;
};

function CreatedModified({ file }: { file: RepositoryFileDto }) {
  const modified = file.lastModifiedDate !== file.createdDate;
  return (
    <Stack gap={0}>
      <Text size="sm">
        <FileDate epochMillis={file.createdDate} />
      </Text>
      {modified && (
        <Text size="xs" c="dimmed">
          <FileDate epochMillis={file.lastModifiedDate} prefix="Modified" />
        </Text>
      )}
    </Stack>
  );
}

/** Rename and delete, as icon buttons named after the file. */
function RowActions({
  file,
  onRename,
  onDelete,
}: { file: RepositoryFileDto } & Pick<FileTableProps, 'onRename' | 'onDelete'>) {
  return (
    <Group gap={0} wrap="nowrap" justify="flex-end">
      <Tooltip label="Rename" withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={`Rename ${file.name}`} onClick={() => onRename(file)}>
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete" withArrow>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${file.name}`} onClick={() => onDelete(file)}>
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function FileTable({ files, loading, onOpen, onRename, onDelete }: FileTableProps) {
  // On a phone the actions sit under the name: a third column would push them off the screen.
  const narrow = useNarrowFileTable();
  const columns: DataTableColumn<RepositoryFileDto>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (f) => f.name,
      cell: (f) => (
        <Stack gap={2}>
          <Group gap="xs" wrap="nowrap">
            <FileIcon file={f} />
            <FileName file={f} />
          </Group>
          {narrow && (
            <Group justify="flex-start" ml={18}>
              <RowActions file={f} onRename={onRename} onDelete={onDelete} />
            </Group>
          )}
        </Stack>
      ),
    },
    {
      key: 'created',
      header: 'Created/Modified',
      sortValue: (f) => Number(f.createdDate),
      cell: (f) => <CreatedModified file={f} />,
    },
  ];
  if (!narrow) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: 72,
      cell: (f) => <RowActions file={f} onRename={onRename} onDelete={onDelete} />,
    });
  }
  return (
    <DataTable
      label="Files"
      columns={columns}
      rows={files}
      rowKey={(f) => f.id}
      loading={loading}
      emptyState={FILES_TEXT.empty}
      onRowClick={onOpen}
      initialSort={{ key: 'created', direction: 'descending' }}
    />
  );
}
