// The chart type choice: a radio group whose unavailable types stay focusable and say why they are
// off (line and area without ordered periods), so a keyboard or screen-reader user learns it too.
import { Chip, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ChartType } from '@mti/contracts/analytics/analysis-definition';
import { useId } from 'react';
import type { ChartChoice } from '../chart-choices.ts';

type ChartTypePickerProps = { choices: ChartChoice[]; value: ChartType; onChange: (type: ChartType) => void };

export function ChartTypePicker({ choices, value, onChange }: ChartTypePickerProps) {
  const id = useId();
  const reasons = [...new Set(choices.flatMap((c) => (c.disabledReason ? [c.disabledReason] : [])))];
  return (
    <Stack gap={4}>
      <Chip.Group value={value} onChange={(v) => onChange(v as ChartType)}>
        <Group
          gap={6}
          role="radiogroup"
          aria-label="Show the result as"
          aria-describedby={reasons.length ? id : undefined}
        >
          {choices.map((c) =>
            c.disabledReason ? (
              <Tooltip
                key={c.value}
                label={c.disabledReason}
                multiline
                w={260}
                events={{ hover: true, focus: true, touch: true }}
              >
                <Chip value={c.value} size="xs" disabled aria-description={c.disabledReason}>
                  {c.label}
                </Chip>
              </Tooltip>
            ) : (
              <Chip key={c.value} value={c.value} size="xs">
                {c.label}
              </Chip>
            ),
          )}
        </Group>
      </Chip.Group>
      {reasons.length > 0 && (
        <Text id={id} size="xs" c="dimmed">
          {reasons.join(' ')}
        </Text>
      )}
    </Stack>
  );
}
