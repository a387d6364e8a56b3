// What a member's launcher card shows while the window is on (the launcher's wording, spec §4),
// and whether that is now, before or after the window.

import { Badge, Card, Group, Text } from '@mantine/core';
import { isMaintenanceShowing, type MaintenanceWindow } from '@mti/contracts/admin/console-maintenance';

function whenLabel(window: MaintenanceWindow, now: Date): string {
  if (!window.is_under_maintenance) return 'Not under maintenance: members see the app as usual.';
  if (isMaintenanceShowing(window, now)) return 'Members see this now.';
  const start = window.maintenance_start ? Date.parse(window.maintenance_start) : Number.NaN;
  return start > now.getTime() ? 'Members will see this from the start of the window.' : 'The window has ended.';
}

export function MaintenancePreview({ title, window, now }: { title: string; window: MaintenanceWindow; now: Date }) {
  return (
    <Card withBorder padding="sm" aria-label="Preview of the launcher card">
      <Group justify="space-between" mb={4}>
        <Text fw={600}>{title}</Text>
        <Badge color="gray.8" variant="filled">
          Under maintenance
        </Badge>
      </Group>
      <Text size="sm">{window.maintenance_text?.trim() || 'This app is temporarily unavailable for maintenance.'}</Text>
      <Text size="xs" c="dimmed" mt="xs">
        {whenLabel(window, now)}
      </Text>
    </Card>
  );
}
