// Console › Maintenance (issues 19, spec §4): each app's maintenance window, paged, sorted (launcher
// order by default) and searched on the server, exported as CSV. Members' launchers show the text
// instead of the link while the window is on. An app's Edit opens its versioned form (409 when stale).
import { Alert, Badge, Button, Modal, Stack, Text, Title } from '@mantine/core';
import {
  type ConsoleAppMaintenance,
  isMaintenanceShowing,
  maintenanceListResponse,
} from '@mti/contracts/admin/console-maintenance';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { HttpError } from '../../../lib/http.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { MAINTENANCE_LIST, useSetMaintenance } from '../api/maintenance.ts';
import { ConsoleListTable } from '../components/console-list-table.tsx';
import { MaintenanceForm } from '../components/maintenance-form.tsx';

const PAGE_SIZE = 50;
/** The server sorts; a column with a sort value gets a sort button. */
const sortable = () => 0;

function StateBadge({ app, now }: { app: ConsoleAppMaintenance; now: Date }) {
  if (isMaintenanceShowing(app, now)) return <Badge color="red.9">Under maintenance now</Badge>;
  if (app.is_under_maintenance && app.maintenance_start && Date.parse(app.maintenance_start) > now.getTime())
    return <Badge color="blue.9">Scheduled</Badge>;
  return <Text size="sm">Available</Text>;
}

const formatWhen = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function columnsOf(onEdit: (app: ConsoleAppMaintenance) => void): DataTableColumn<ConsoleAppMaintenance>[] {
  const now = new Date();
  return [
    { key: 'short_name', header: 'App', cell: (a) => a.short_name, sortValue: sortable },
    { key: 'group_name', header: 'Group', cell: (a) => a.group_name, sortValue: sortable },
    { key: 'state', header: 'State', cell: (a) => <StateBadge app={a} now={now} /> },
    {
      key: 'maintenance_start',
      header: 'Window',
      cell: (a) =>
        a.is_under_maintenance ? `${formatWhen(a.maintenance_start)} – ${formatWhen(a.maintenance_end)}` : '—',
      sortValue: sortable,
    },
    { key: 'maintenance_text', header: 'Text', cell: (a) => (a.is_under_maintenance ? a.maintenance_text : '') },
    {
      key: 'change',
      header: 'Change',
      cell: (a) => (
        <Button
          size="xs"
          variant="default"
          aria-label={`Edit maintenance of ${a.short_name}`}
          onClick={() => onEdit(a)}
        >
          Edit
        </Button>
      ),
    },
  ];
}

export function MaintenancePage() {
  const state = useListState({ sort: 'launcher_order', dir: 'asc' });
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery(MAINTENANCE_LIST, params, maintenanceListResponse));
  const save = useSetMaintenance();
  const [editing, setEditing] = useState<string | null>(null);
  const open = list.data?.rows.find((a) => a.app_key === editing) ?? null;
  return (
    <Stack gap="md">
      <Title order={2}>Maintenance</Title>
      <ListSearchForm
        label="Search maintenance windows"
        description="App, title, group or maintenance text"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list={MAINTENANCE_LIST}
        fileName="maintenance-windows.csv"
        label="Maintenance windows"
        noun="apps"
        columns={columnsOf((a) => {
          save.reset();
          setEditing(a.app_key);
        })}
        query={list}
        rowKey={(a) => a.app_key}
        emptyState={state.get('q') ? 'No app matches this search.' : 'No app yet.'}
        state={state}
        params={params}
        pageSize={PAGE_SIZE}
      />
      <Modal
        opened={open !== null}
        onClose={() => setEditing(null)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={open ? `Maintenance of ${open.short_name}` : ''}
        size="lg"
      >
        {save.error && (
          <Alert color="red" role="alert" title="Not saved" mb="md">
            {save.error instanceof HttpError ? save.error.msg : 'The maintenance window could not be saved.'}
          </Alert>
        )}
        {open && (
          <MaintenanceForm
            key={`${open.app_key}:${open.version}`}
            app={open}
            saving={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={(window) =>
              save.mutate(
                { appKey: open.app_key, body: { version: open.version, ...window } },
                { onSuccess: () => setEditing(null) },
              )
            }
          />
        )}
      </Modal>
    </Stack>
  );
}
