// The chart type choice: a radio group whose unavailable types stay focusable (aria-disabled, not
// disabled) and say why they are off through aria-describedby, so a keyboard or screen-reader user
// reaches them and hears the reason. Arrow keys move through every choice; landing on an available
// one chooses it, landing on an unavailable one only focuses it.
import { Chip, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ChartType } from '@mti/contracts/analytics/analysis-definition';
import { type KeyboardEvent, useId, useRef } from 'react';
import type { ChartChoice } from '../chart-choices.ts';

type ChartTypePickerProps = { choices: ChartChoice[]; value: ChartType; onChange: (type: ChartType) => void };

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function ChartTypePicker({ choices, value, onChange }: ChartTypePickerProps) {
  const id = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const reasons = [...new Set(choices.flatMap((c) => (c.disabledReason ? [c.disabledReason] : [])))];
  const reasonId = (reason: string) => `${id}-reason-${reasons.indexOf(reason)}`;
  const choose = (v: string) => {
    if (!choices.find((c) => c.value === v)?.disabledReason) onChange(v as ChartType);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    const inputs = [...(groupRef.current?.querySelectorAll<HTMLInputElement>('input') ?? [])];
    const at = inputs.indexOf(event.target as HTMLInputElement);
    if (!step || at < 0) return;
    event.preventDefault();
    const next = inputs[(at + step + inputs.length) % inputs.length] as HTMLInputElement;
    next.focus();
    choose(next.value);
  };
  return (
    <Stack gap={4}>
      <Chip.Group value={value} onChange={(v) => choose(v as string)}>
        <Group
          ref={groupRef}
          gap={6}
          role="radiogroup"
          aria-label="Show the result as"
          aria-describedby={reasons.length ? `${id}-reasons` : undefined}
          onKeyDown={onKeyDown}
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
                <Chip
                  value={c.value}
                  size="xs"
                  aria-disabled="true"
                  aria-describedby={reasonId(c.disabledReason)}
                  styles={{ label: { opacity: 0.45, cursor: 'not-allowed' } }}
                >
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
        <Stack gap={0} id={`${id}-reasons`}>
          {reasons.map((r) => (
            <Text key={r} id={reasonId(r)} size="xs" c="dimmed">
              {r}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
