// Spec §2, §9: the dashboard's fixed 1000 × 870 area. On a narrower screen the area keeps its size
// and scrolls sideways inside its container, so the page itself never overflows.
import { Box, ScrollArea, Text } from '@mantine/core';
import { DASHBOARD_FRAME } from '@mti/contracts/dashboards/dashboards-api';
import type { ReactNode } from 'react';

export function DashboardFrame({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <>
      <Text size="xs" c="dimmed" hiddenFrom="lg" mb={4}>
        The dashboard is {DASHBOARD_FRAME.width} pixels wide: scroll sideways to see all of it.
      </Text>
      {/* Focusable, so that the keyboard can scroll it too. */}
      <ScrollArea type="auto" offsetScrollbars="x" scrollbars="x" maw="100%" viewportProps={{ tabIndex: 0 }}>
        <Box
          role="region"
          aria-label={label}
          aria-busy={busy || undefined}
          w={DASHBOARD_FRAME.width}
          h={DASHBOARD_FRAME.height}
          p={12}
          data-testid="dashboard-frame"
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-body)',
            overflow: 'hidden',
          }}
        >
          {children}
        </Box>
      </ScrollArea>
    </>
  );
}
