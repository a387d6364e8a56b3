// Console › Announcements and labels: the launcher's announcements beyond the decommission notice
// (decision 091), paged and sorted on the server, CSV; a row opens its form, "Add announcement" an
// empty one. Apps are chosen from the catalogue (none: everyone).
import { appListResponse } from '@mti/contracts/admin/console-catalogue';
import { announcementListResponse, type ConsoleAnnouncement, easternDate } from '@mti/contracts/catalog/announcements';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ANNOUNCEMENTS_LIST, useChangeAnnouncement } from '../api/announcements.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { AnnouncementForm } from './announcement-form.tsx';
import { ConsoleListPanel } from './console-list-panel.tsx';

const sortable = () => 0;
const columns: DataTableColumn<ConsoleAnnouncement>[] = [
  { key: 'starts_on', header: 'First day', cell: (a) => a.starts_on, sortValue: sortable },
  { key: 'ends_on', header: 'Last day', cell: (a) => a.ends_on, sortValue: sortable },
  { key: 'title', header: 'Heading', cell: (a) => a.title, sortValue: sortable },
  { key: 'apps', header: 'Shown to', cell: (a) => (a.app_names.length ? a.app_names.join(', ') : 'Everyone') },
];

export function AnnouncementsPanel() {
  const apps = useQuery(consoleListQuery('apps', { page_size: 200, sort: 'short_name' }, appListResponse));
  const appChoices = (apps.data?.rows ?? []).map((a) => ({ value: a.app_key, label: a.short_name }));
  return (
    <ConsoleListPanel
      list={ANNOUNCEMENTS_LIST}
      schema={announcementListResponse}
      defaultSort={{ sort: 'starts_on', dir: 'desc' }}
      // The Texts screen shows the labels list too: each list keeps its own page and sort in the address.
      addressPrefix="announcements_"
      pageSize={25}
      label="Announcements"
      noun="announcements"
      columns={columns}
      rowKey={(a) => String(a.id)}
      emptyState="There is no announcement besides the decommission notice."
      addLabel="Add announcement"
      addBelowTable
      modalTitle={(announcement) => (announcement ? announcement.title : 'Add an announcement')}
      modalSize="lg"
      change={useChangeAnnouncement()}
      form={({ row: announcement, saving, error, apply }) => (
        <AnnouncementForm
          announcement={announcement}
          apps={appChoices}
          today={easternDate(new Date())}
          saving={saving}
          error={error}
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
      )}
    />
  );
}
