// My Analytics' bar chart of lead percent, leads / (leads + opportunities), per product category.
// Each bar is a button: a click, or Enter / Space on a focused bar, opens its segment's choices.
import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AnalyticsResponse } from '@mti/contracts/passport/passport-api';
import { formatCount } from '../format-count.ts';
import classes from './lead-percent-bars.module.css';

type Bar = AnalyticsResponse['lead_percent'][number];

export function LeadPercentBars({ bars, onPick }: { bars: readonly Bar[]; onPick: (bar: Bar) => void }) {
  return (
    <Stack component="ul" gap={6} aria-label="Lead percent by product category" className={classes.list}>
      {bars.map((bar) => (
        <li key={bar.value}>
          <UnstyledButton
            className={classes.bar}
            onClick={() => onPick(bar)}
            aria-label={`${bar.value}: lead percent ${bar.lead_percent}%, ${formatCount(bar.leads)} leads, ${formatCount(bar.opportunities)} opportunities`}
            aria-haspopup="dialog"
          >
            <Text size="sm" className={classes.label}>
              {bar.value}
            </Text>
            <Box className={classes.track}>
              <Box className={classes.fill} style={{ width: `${Math.min(100, Math.max(0, bar.lead_percent))}%` }} />
            </Box>
            <Text size="sm" className={classes.figure}>
              {bar.lead_percent.toFixed(1)}%
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
