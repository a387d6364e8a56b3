// The dashboard's shape while its ticket and first figures load.
import { Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { DashboardFrame, dashboardRow } from './dashboard-frame.tsx';

export function DashboardSkeleton() {
  return (
    <DashboardFrame label="Loading the dashboard" busy>
      <Stack gap={10} role="status" aria-live="polite" aria-label="Loading the dashboard">
        <Group gap="sm">
          {[120, 120, 170, 230].map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
            <Skeleton key={i} w={w} h={50} radius="sm" />
          ))}
        </Group>
        <SimpleGrid cols={4} spacing="sm">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={84} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton h={272} radius="md" />
        <Group gap={10} wrap="nowrap" className={dashboardRow}>
          <Skeleton w={420} h={374} radius="md" />
          <Skeleton h={374} radius="md" style={{ flex: 1 }} />
        </Group>
      </Stack>
    </DashboardFrame>
  );
}
