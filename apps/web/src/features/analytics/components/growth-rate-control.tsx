// One growth rate, % per year: a slider over the usual range and a number field for the whole
// range the contract allows. Moves are committed after a pause, so a drag or a held arrow key
// asks the server once, not at every step.

import { Group, Input, NumberInput, Slider, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MSG, whatIfSpec } from '@mti/contracts/analytics/analysis-definition';
import { useEffect, useId, useState } from 'react';

export const SLIDER_MIN = -50;
export const SLIDER_MAX = 50;
/** How long a rate must rest before it is applied (and the analysis runs again). */
export const COMMIT_DELAY_MS = 400;

const rateRule = whatIfSpec.shape.overall_percent_per_year;

/** The contract's message for a rate the server would refuse, or null. */
export function growthRateError(value: number | string): string | null {
  if (typeof value !== 'number') return MSG.growthRange;
  const parsed = rateRule.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MSG.growthRange);
}

const clamp = (n: number) => Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, n));

export function GrowthRateControl({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number;
  onCommit: (rate: number) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<number | string>(value);
  // A rate changed elsewhere (a file opened, another control) shows here.
  useEffect(() => setDraft(value), [value]);
  const commit = useDebouncedCallback((rate: number) => {
    if (rate !== value) onCommit(rate);
  }, COMMIT_DELAY_MS);
  const error = growthRateError(draft);

  return (
    <Stack gap={4}>
      <Input.Label htmlFor={inputId} size="sm">
        {label}
      </Input.Label>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Slider
          flex={1}
          mt={8}
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={1}
          value={clamp(typeof draft === 'number' ? draft : value)}
          onChange={setDraft}
          onChangeEnd={commit}
          thumbLabel={label}
          label={(v) => `${v}%`}
          marks={[
            { value: SLIDER_MIN, label: `${SLIDER_MIN}%` },
            { value: 0, label: '0%' },
            { value: SLIDER_MAX, label: `+${SLIDER_MAX}%` },
          ]}
          mb="lg"
        />
        <NumberInput
          id={inputId}
          w={110}
          value={draft}
          onChange={(next) => {
            setDraft(next);
            if (growthRateError(next) === null) commit(next as number);
            else commit.cancel();
          }}
          onBlur={() => commit.flush()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit.flush();
          }}
          suffix="%"
          decimalScale={2}
          clampBehavior="none"
          error={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
      </Group>
      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
