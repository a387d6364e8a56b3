// Calculations: "Add calculation" offers ready ratios, percentages of another measure, shares of
// the total and changes vs an earlier period (two clicks from a blended column to "my share"),
// and a free expression over the measures' names, checked as it is typed with the server's words.
import { ActionIcon, Code, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  MAX_CALCS,
  PERIOD_DIMENSION_IDS,
  VALUE_FORMATS,
  type ValueFormat,
} from '@mti/contracts/analytics/analysis-definition';
import { parseCalcExpression } from '@mti/contracts/analytics/calc-expression';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { addCalc, type CalcInput, calcPresets, removeCalc, updateCalc } from '../calc-edits.ts';
import { calcLabel, type MeasureChoice, measureChoices } from '../measure-choices.ts';
import { errorAt, type PanelProps } from '../panel-props.ts';

const UNIT_LABELS: Record<ValueFormat, string> = {
  integer: 'Whole number',
  decimal: 'Decimal',
  currency: 'Currency ($)',
  percent: 'Percent',
};

export function CalcsSection({ definition, dataset, errors, onEdit }: PanelProps) {
  const choices = measureChoices(definition, dataset);
  const calcs = definition.calcs ?? [];
  const plain = choices.filter((c) => c.source !== 'calc');
  const dims = [...(definition.rows ?? []), ...(definition.columns ?? [])];
  const hasPeriodInView = dims.some((d) => (PERIOD_DIMENSION_IDS as readonly string[]).includes(d));
  const presets = calcPresets(choices, hasPeriodInView);
  const byValue = new Map(presets.flatMap((g) => g.items.map((i) => [i.value, i.calc] as const)));

  return (
    <Stack gap="sm">
      {calcs.map((c, i) => (
        <CalcCard
          key={c.id}
          calc={c}
          label={calcLabel(c, choices.slice(0, plain.length + i))}
          known={choices.slice(0, plain.length + i)}
          error={errorAt(errors, `calcs.${i}`)}
          onChange={(patch) => onEdit((d) => updateCalc(d, c.id, patch))}
          onRemove={() => onEdit((d) => removeCalc(d, c.id))}
        />
      ))}
      <Select
        size="xs"
        aria-label="Add calculation"
        placeholder="Add calculation…"
        data={presets.map((g) => ({ group: g.group, items: g.items.map((x) => ({ value: x.value, label: x.label })) }))}
        value={null}
        searchable
        disabled={calcs.length >= MAX_CALCS || choices.length === 0}
        description={hasPeriodInView ? undefined : 'Changes vs an earlier period need month, quarter or year in view.'}
        onChange={(value) => {
          const calc = value ? byValue.get(value) : undefined;
          if (calc) onEdit((d) => addCalc(d, calc));
        }}
        error={errors.calcs}
      />
    </Stack>
  );
}

type CalcCardProps = {
  calc: CalcInput;
  label: string;
  /** The measures its expression may name (those before it). */
  known: readonly MeasureChoice[];
  error: string | undefined;
  onChange: (patch: Partial<CalcInput>) => void;
  onRemove: () => void;
};

function CalcCard({ calc, label, known, error, onChange, onRemove }: CalcCardProps) {
  return (
    <Paper withBorder p={8} radius="sm">
      <Group justify="space-between" wrap="nowrap" gap={4} mb={6}>
        <Text size="sm" fw={600} truncate>
          {label}
        </Text>
        <ActionIcon
          variant="subtle"
          size="sm"
          color="red"
          aria-label={`Remove calculation ${label}`}
          onClick={onRemove}
        >
          <IconX size={14} />
        </ActionIcon>
      </Group>
      {calc.kind === 'expression' ? (
        <Stack gap={6}>
          <ExpressionField
            calc={calc}
            known={known}
            serverError={error}
            onCommit={(expression) => onChange({ expression })}
          />
          <Select
            size="xs"
            label="Unit"
            aria-label={`Unit of ${label}`}
            data={VALUE_FORMATS.map((f) => ({ value: f, label: UNIT_LABELS[f] }))}
            value={calc.unit ?? 'decimal'}
            allowDeselect={false}
            onChange={(value) => value && onChange({ unit: value as ValueFormat })}
          />
        </Stack>
      ) : (
        error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )
      )}
    </Paper>
  );
}

/** The free expression: checked on every keystroke, sent when the field is left (or on Enter). */
function ExpressionField({
  calc,
  known,
  serverError,
  onCommit,
}: {
  calc: Extract<CalcInput, { kind: 'expression' }>;
  known: readonly MeasureChoice[];
  serverError: string | undefined;
  onCommit: (expression: string) => void;
}) {
  const [text, setText] = useState(calc.expression);
  const parsed = parseCalcExpression(
    text,
    known.map((k) => k.id),
  );
  const localError = text === calc.expression ? undefined : parsed.ok ? undefined : parsed.message;
  const commit = () => {
    if (text !== calc.expression) onCommit(text);
  };
  return (
    <TextInput
      size="xs"
      label="Expression"
      description={
        <>
          Measures:{' '}
          {known.map((k, i) => (
            <span key={k.id}>
              {i > 0 && ', '}
              <Code>{k.id}</Code>
            </span>
          ))}{' '}
          with + − × ÷ and ( )
        </>
      }
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={localError ?? serverError}
      spellCheck={false}
      autoComplete="off"
    />
  );
}
