// What-if: project the analysis forward under growth assumptions (an overall rate and rates for
// particular members). Every change becomes a new definition, so every measure and chart of the
// analysis follows at once.

import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  type AnalysisDefinitionInput,
  MAX_WHAT_IF_MONTHS,
  MSG,
  whatIfSpec,
} from '@mti/contracts/analytics/analysis-definition';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { COMMIT_DELAY_MS, GrowthRateControl, growthRateError } from './growth-rate-control.tsx';

type WhatIf = NonNullable<AnalysisDefinitionInput['what_if']>;
type MemberRate = NonNullable<WhatIf['members']>[number];

/** The contract's limit on member rates (whatIfSpec.members .max(50)). */
export const MAX_MEMBER_RATES = 50;
export const DEFAULT_WHAT_IF = { months: 12, overall_percent_per_year: 0, members: [] } satisfies WhatIf;

function monthsError(value: number | string): string | null {
  if (typeof value !== 'number') return MSG.whatIfMonths;
  return whatIfSpec.shape.months.safeParse(value).success ? null : MSG.whatIfMonths;
}

export function WhatIfPanel({
  definition,
  dataset,
  onChange,
}: {
  definition: AnalysisDefinitionInput;
  dataset: DatasetDescription;
  onChange: (next: AnalysisDefinitionInput) => void;
}) {
  const titleId = useId();
  const whatIf = definition.what_if;
  const onAxes = [...(definition.rows ?? []), ...(definition.columns ?? [])];
  const dimensionOf = (id: string) => dataset.dimensions.find((d) => d.id === id);
  const periodOnAxes = onAxes.some((id) => dimensionOf(id)?.kind === 'period');
  const periodLabels = dataset.dimensions.filter((d) => d.kind === 'period').map((d) => d.label);

  const update = (patch: Partial<WhatIf>) => {
    onChange({ ...definition, what_if: { ...DEFAULT_WHAT_IF, ...definition.what_if, ...patch } });
  };
  const toggle = (on: boolean) => {
    if (on) onChange({ ...definition, what_if: { ...DEFAULT_WHAT_IF } });
    else {
      const { what_if: _off, ...rest } = definition;
      onChange(rest);
    }
  };

  return (
    <Stack gap="md" role="group" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        What-if
      </Title>
      <Switch
        label="Project the analysis forward"
        checked={!!whatIf}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed">
        Each projected month repeats the same month of the last actual year, grown by the rates below; projected months
        are marked in the result.
      </Text>
      {whatIf && (
        <>
          {!periodOnAxes && (
            <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} p="xs">
              Put {listOf(periodLabels)} on rows or columns to see the projected months apart. As it is, the projection
              is added into every figure.
            </Alert>
          )}
          <MonthsInput value={whatIf.months} onCommit={(months) => update({ months })} />
          <GrowthRateControl
            label="Overall growth, % per year"
            value={whatIf.overall_percent_per_year ?? 0}
            onCommit={(rate) => update({ overall_percent_per_year: rate })}
          />
          <MemberRates
            dataset={dataset}
            onAxes={onAxes}
            rates={whatIf.members ?? []}
            overall={whatIf.overall_percent_per_year ?? 0}
            onChange={(members) => update({ members })}
          />
        </>
      )}
    </Stack>
  );
}

function listOf(labels: string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

function MonthsInput({ value, onCommit }: { value: number; onCommit: (months: number) => void }) {
  const [draft, setDraft] = useState<number | string>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = useDebouncedCallback((months: number) => {
    if (months !== value) onCommit(months);
  }, COMMIT_DELAY_MS);
  return (
    <NumberInput
      label="Months ahead"
      description={`1 to ${MAX_WHAT_IF_MONTHS}`}
      min={1}
      max={MAX_WHAT_IF_MONTHS}
      allowDecimal={false}
      clampBehavior="none"
      value={draft}
      onChange={(next) => {
        setDraft(next);
        if (monthsError(next) === null) commit(next as number);
        else commit.cancel();
      }}
      onBlur={() => commit.flush()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      error={monthsError(draft)}
      w={200}
    />
  );
}

function MemberRates({
  dataset,
  onAxes,
  rates,
  overall,
  onChange,
}: {
  dataset: DatasetDescription;
  onAxes: string[];
  rates: MemberRate[];
  overall: number;
  onChange: (rates: MemberRate[]) => void;
}) {
  // The engine grows members of member dimensions only (a period has no growth of its own).
  const choices = dataset.dimensions.filter((d) => d.kind === 'member' && onAxes.includes(d.id));
  const memberDimensions = dataset.dimensions.filter((d) => d.kind === 'member').map((d) => d.label.toLowerCase());
  const headingId = useId();
  const [dimensionId, setDimensionId] = useState<string | null>(null);
  const [member, setMember] = useState<string | null>(null);
  const [rate, setRate] = useState<number | string>(overall);
  const chosen = choices.find((d) => d.id === dimensionId) ?? choices[0];
  const rateError = growthRateError(rate);
  const labelOf = (r: MemberRate) => {
    const dim = dataset.dimensions.find((d) => d.id === r.dimension);
    return {
      dimension: dim?.label ?? r.dimension,
      member: dim?.members.find((m) => m.key === r.member)?.label ?? r.member,
    };
  };
  const taken = new Set(rates.filter((r) => r.dimension === chosen?.id).map((r) => r.member));
  const full = rates.length >= MAX_MEMBER_RATES;

  const add = () => {
    if (!chosen || !member || rateError !== null) return;
    onChange([...rates, { dimension: chosen.id, member, percent_per_year: rate as number }]);
    setMember(null);
  };

  return (
    <Stack gap="sm" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fw={600} size="sm">
        Growth for particular members
      </Text>
      {rates.length === 0 && (
        <Text size="sm" c="dimmed">
          Every member grows at the overall rate.
        </Text>
      )}
      {rates.map((r, i) => {
        const names = labelOf(r);
        return (
          <Group key={`${r.dimension}:${r.member}`} align="flex-start" gap="xs" wrap="nowrap">
            <Stack flex={1} gap={0}>
              <GrowthRateControl
                label={`${names.member} (${names.dimension}), % per year`}
                value={r.percent_per_year}
                onCommit={(percent) =>
                  onChange(rates.map((x, j) => (j === i ? { ...x, percent_per_year: percent } : x)))
                }
              />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={22}
              aria-label={`Remove the rate for ${names.member}`}
              onClick={() => onChange(rates.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {choices.length === 0 || !chosen ? (
        <Text size="sm" c="dimmed">
          Put a {listOf(memberDimensions)} on rows or columns to give its members their own rate.
        </Text>
      ) : (
        <Group align="flex-start" gap="xs">
          <Select
            label="Dimension"
            data={choices.map((d) => ({ value: d.id, label: d.label }))}
            value={chosen.id}
            onChange={(id) => {
              setDimensionId(id);
              setMember(null);
            }}
            allowDeselect={false}
            w={150}
          />
          <Select
            label="Member"
            placeholder="Pick a member"
            data={chosen.members.filter((m) => !taken.has(m.key)).map((m) => ({ value: m.key, label: m.label }))}
            value={member}
            onChange={setMember}
            searchable
            nothingFoundMessage="No such member"
            w={200}
          />
          <NumberInput
            label="Growth, % per year"
            value={rate}
            onChange={setRate}
            suffix="%"
            decimalScale={2}
            clampBehavior="none"
            error={rateError}
            w={150}
          />
          <Button
            mt={25}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={!member || rateError !== null || full}
          >
            Add rate
          </Button>
        </Group>
      )}
      {full && (
        <Text size="sm" c="dimmed">
          At most {MAX_MEMBER_RATES} member rates.
        </Text>
      )}
    </Stack>
  );
}
