// Spec §2, §9: the dashboard's 1000 × 870 area is the desktop size. Where the page is narrower, the
// tiles stack in one column (rows marked with `dashboardRow`) and the area grows downwards: no
// sideways scrolling on a phone (issue 18).
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './dashboard-frame.module.css';

/** The class of a row of tiles that stacks into a column below the desktop size. */
export const dashboardRow = classes.row;

export function DashboardFrame({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <div className={classes.outer}>
      <Box
        role="region"
        aria-label={label}
        aria-busy={busy || undefined}
        className={classes.frame}
        data-testid="dashboard-frame"
      >
        {children}
      </Box>
    </div>
  );
}
