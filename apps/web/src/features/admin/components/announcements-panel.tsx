// Console › Announcements and labels: the launcher's announcements beyond the decommission notice
// (decision 091), paged and sorted on the server, CSV; a row opens its form, "Add announcement" an
// empty one. Apps are chosen from the catalogue (none: everyone).
import { Button, Group, Modal, Stack } from '@mantine/core';
import { appListResponse } from '@mti/contracts/admin/console-catalogue';
import { announcementListResponse, type ConsoleAnnouncement, easternDate } from '@mti/contracts/catalog/announcements';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { showToast } from '../../../components/toast.ts';
import { ANNOUNCEMENTS_LIST, type AnnouncementChange, useChangeAnnouncement } from '../api/announcements.ts';
import { consoleListQuery, exportConsoleList } from '../api/console-list.ts';
import { useListState } from '../hooks/use-list-state.ts';
import { AnnouncementForm } from './announcement-form.tsx';
import { ListFooter } from './list-footer.tsx';

const PAGE_SIZE = 25;
const sortable = () => 0;
const columns: DataTableColumn<ConsoleAnnouncement>[] = [
  { key: 'starts_on', header: 'First day', cell: (a) => a.starts_on, sortValue: sortable },
  { key: 'ends_on', header: 'Last day', cell: (a) => a.ends_on, sortValue: sortable },
  { key: 'title', header: 'Heading', cell: (a) => a.title, sortValue: sortable },
  { key: 'apps', header: 'Shown to', cell: (a) => (a.app_names.length ? a.app_names.join(', ') : 'Everyone') },
];

export function AnnouncementsPanel() {
  const state = useListState({ sort: 'starts_on', dir: 'desc' });
  const params = state.params([], PAGE_SIZE);
  const list = useQuery(consoleListQuery(ANNOUNCEMENTS_LIST, params, announcementListResponse));
  const apps = useQuery(consoleListQuery('apps', { page_size: 200, sort: 'short_name' }, appListResponse));
  const change = useChangeAnnouncement();
  const [editing, setEditing] = useState<ConsoleAnnouncement | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    change.reset();
  };
  const apply = (c: AnnouncementChange, done: string) =>
    change.mutate(c, {
      onSuccess: () => {
        close();
        showToast({ tone: 'success', message: done });
      },
    });
  const announcement = editing === 'new' ? undefined : (editing ?? undefined);
  const appChoices = (apps.data?.rows ?? []).map((a) => ({ value: a.app_key, label: a.short_name }));
  return (
    <Stack gap="md">
      <DataTable
        rows={list.data?.rows ?? []}
        rowKey={(a) => String(a.id)}
        columns={columns}
        label="Announcements"
        loading={list.isPending}
        emptyState="There is no announcement besides the decommission notice."
        onRowClick={setEditing}
        serverSort={{ sort: state.sort, onSortChange: state.setSort }}
      />
      <Group justify="flex-start">
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Add announcement
        </Button>
      </Group>
      <ListFooter
        noun="announcements"
        onExport={() => exportConsoleList(ANNOUNCEMENTS_LIST, params, 'announcements.csv')}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        page={state.page}
        onPage={state.setPage}
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={announcement ? announcement.title : 'Add an announcement'}
        closeButtonProps={{ 'aria-label': 'Close' }}
        size="lg"
      >
        <AnnouncementForm
          announcement={announcement}
          apps={appChoices}
          today={easternDate(new Date())}
          saving={change.isPending}
          error={change.error}
          onSave={(fields) =>
            apply(
              announcement ? { kind: 'edit', announcement, fields } : { kind: 'add', fields },
              'The announcement was saved.',
            )
          }
          onDelete={
            announcement ? () => apply({ kind: 'delete', announcement }, 'The announcement was deleted.') : undefined
          }
        />
      </Modal>
    </Stack>
  );
}
