// Shared with me: each file a colleague shares, its owner, the caller's access and when it last
// changed; the name opens it in its app when one opens that type by id.
import { Anchor, Badge, Text } from '@mantine/core';
import type { SharedWithMeFile } from '@mti/contracts/files/shared-with-me';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { sharedFileTarget } from '../file-actions.ts';
import { FILES_TEXT } from '../files-texts.ts';
import { FileDate } from './file-date.tsx';

export const ACCESS_LABEL = { read: 'Read-only', edit: 'Editable' } as const;

function SharedFileName({ file }: { file: SharedWithMeFile }) {
  const to = sharedFileTarget(file);
  if (!to) return <Text size="sm">{file.name}</Text>;
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={`Open ${file.name}`}>
      {file.name}
    </Anchor>
  );
}

export function SharedFilesTable({ files, loading }: { files: readonly SharedWithMeFile[]; loading: boolean }) {
  const columns: DataTableColumn<SharedWithMeFile>[] = [
    { key: 'name', header: 'Name', sortValue: (f) => f.name, cell: (f) => <SharedFileName file={f} /> },
    { key: 'owner', header: 'Owner', sortValue: (f) => f.owner_name, cell: (f) => f.owner_name },
    {
      key: 'access',
      header: 'Access',
      sortValue: (f) => f.access,
      cell: (f) => (
        <Badge variant="light" color={f.access === 'edit' ? 'green' : 'gray'}>
          {ACCESS_LABEL[f.access]}
        </Badge>
      ),
    },
    {
      key: 'modified',
      header: 'Modified',
      sortValue: (f) => f.modified,
      cell: (f) => <FileDate epochMillis={String(Date.parse(f.modified))} />,
    },
  ];
  return (
    <DataTable
      label="Shared with me"
      columns={columns}
      rows={files}
      rowKey={(f) => f.id}
      loading={loading}
      emptyState={FILES_TEXT.noShared}
      initialSort={{ key: 'modified', direction: 'descending' }}
    />
  );
}
