// Console › Maintenance (issue 19, spec §4): each app's maintenance window. Members' launchers show
// the text instead of the link while the window is on.

import { Alert, Badge, Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { type ConsoleAppMaintenance, isMaintenanceShowing } from '@mti/contracts/admin/console-maintenance';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError } from '../../../lib/http.ts';
import { maintenanceListQuery, useSetMaintenance } from '../api/maintenance.ts';
import { MaintenanceForm } from '../components/maintenance-form.tsx';

function StateBadge({ app, now }: { app: ConsoleAppMaintenance; now: Date }) {
  if (isMaintenanceShowing(app, now)) return <Badge color="red.9">Under maintenance now</Badge>;
  if (app.is_under_maintenance && app.maintenance_start && Date.parse(app.maintenance_start) > now.getTime())
    return <Badge color="blue.9">Scheduled</Badge>;
  return <Text size="sm">Available</Text>;
}

const formatWhen = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

export function MaintenancePage() {
  const list = useQuery(maintenanceListQuery());
  const save = useSetMaintenance();
  const [editing, setEditing] = useState<string | null>(null);
  if (!list.data) return list.isError ? <Alert color="red">The apps could not be loaded.</Alert> : <Loader />;
  const now = new Date();
  return (
    <Stack gap="md">
      <Title order={2}>Maintenance</Title>
      {save.error && (
        <Alert color="red" role="alert" title="Not saved">
          {save.error instanceof HttpError ? save.error.msg : 'The maintenance window could not be saved.'}
        </Alert>
      )}
      <Table striped stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">App</Table.Th>
            <Table.Th scope="col">Group</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Window</Table.Th>
            <Table.Th scope="col">Text</Table.Th>
            <Table.Th scope="col">Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((app) => (
            <Table.Tr key={app.app_key}>
              {editing === app.app_key ? (
                <Table.Td colSpan={6}>
                  <MaintenanceForm
                    app={app}
                    saving={save.isPending}
                    onCancel={() => setEditing(null)}
                    onSave={(window) =>
                      save.mutate(
                        { appKey: app.app_key, body: { version: app.version, ...window } },
                        { onSuccess: () => setEditing(null) },
                      )
                    }
                  />
                </Table.Td>
              ) : (
                <>
                  <Table.Td>{app.short_name}</Table.Td>
                  <Table.Td>{app.group_name}</Table.Td>
                  <Table.Td>
                    <StateBadge app={app} now={now} />
                  </Table.Td>
                  <Table.Td>
                    {app.is_under_maintenance
                      ? `${formatWhen(app.maintenance_start)} – ${formatWhen(app.maintenance_end)}`
                      : '—'}
                  </Table.Td>
                  <Table.Td>{app.is_under_maintenance ? app.maintenance_text : ''}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Edit maintenance of ${app.short_name}`}
                      onClick={() => setEditing(app.app_key)}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
