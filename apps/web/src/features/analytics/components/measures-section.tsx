// Measures: each with its own aggregate and, for sums and counts, a calculation (% of total,
// running total); add one from the dataset's measures or as a count of a dimension. A column of an
// uploaded table also takes the unit the user gives it.
import { ActionIcon, Group, Paper, Select, Stack, Text } from '@mantine/core';
import {
  ADDITIVE_AGGREGATES,
  AGGREGATE_LABELS,
  AGGREGATES,
  type Aggregate,
  type Calculation,
  MAX_MEASURES,
  type ValueFormat,
} from '@mti/contracts/analytics/analysis-definition';
import { IconX } from '@tabler/icons-react';
import {
  addMeasure,
  removeMeasure,
  setMeasureAggregate,
  setMeasureCalculation,
  setMeasureUnit,
} from '../analysis-edits.ts';
import { errorAt, fieldLabel, type PanelProps } from '../panel-props.ts';

const CALCULATION_LABELS: Record<Calculation, string> = {
  none: 'Value',
  percent_of_total: '% of total',
  running_total: 'Running total',
};
const COUNT_AGGREGATES: readonly Aggregate[] = ['count', 'count_distinct'];
/** The units a user may give an uploaded column (its cells may not show a $ or a %). */
const UNIT_CHOICES = [
  { value: 'auto', label: 'As uploaded' },
  { value: 'currency', label: 'Currency ($)' },
  { value: 'integer', label: 'Whole number' },
  { value: 'decimal', label: 'Decimal' },
  { value: 'percent', label: 'Percent' },
];

export function MeasuresSection({ definition, dataset, errors, onEdit }: PanelProps) {
  const addOptions = [
    { group: 'Measures', items: dataset.measures.map((m) => ({ value: `sum:${m.field}`, label: m.label })) },
    {
      group: 'Count of',
      items: dataset.dimensions
        .filter((d) => d.kind === 'member')
        .map((d) => ({ value: `count_distinct:${d.id}`, label: `Distinct ${d.label.toLowerCase()}` })),
    },
  ];
  const measureError = errors.measures;

  return (
    <Stack gap="sm">
      {definition.measures.map((m, i) => {
        const isDimension = !dataset.measures.some((f) => f.field === m.field);
        const aggregates = isDimension ? COUNT_AGGREGATES : AGGREGATES;
        const label = fieldLabel(dataset, m.field);
        const additive = ADDITIVE_AGGREGATES.includes(m.aggregate);
        return (
          <Paper key={m.id} withBorder p={8} radius="sm">
            <Group justify="space-between" wrap="nowrap" gap={4} mb={6}>
              <Text size="sm" fw={600} truncate>
                {label}
              </Text>
              <ActionIcon
                variant="subtle"
                size="sm"
                color="red"
                aria-label={`Remove measure ${AGGREGATE_LABELS[m.aggregate]} of ${label}`}
                onClick={() => onEdit((d) => removeMeasure(d, m.id))}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
            <Group gap={6} grow wrap="nowrap">
              <Select
                size="xs"
                label="Aggregate"
                aria-label={`Aggregate of ${label}`}
                data={aggregates.map((a) => ({ value: a, label: AGGREGATE_LABELS[a] }))}
                value={m.aggregate}
                allowDeselect={false}
                onChange={(value) => value && onEdit((d) => setMeasureAggregate(d, m.id, value as Aggregate))}
                error={errorAt(errors, `measures.${i}.aggregate`) ?? errorAt(errors, `measures.${i}.field`)}
              />
              {additive && (
                <Select
                  size="xs"
                  label="Show as"
                  aria-label={`Show ${label} as`}
                  data={(Object.keys(CALCULATION_LABELS) as Calculation[]).map((c) => ({
                    value: c,
                    label: CALCULATION_LABELS[c],
                  }))}
                  value={m.calculation ?? 'none'}
                  allowDeselect={false}
                  onChange={(value) => value && onEdit((d) => setMeasureCalculation(d, m.id, value as Calculation))}
                  error={errorAt(errors, `measures.${i}.calculation`)}
                />
              )}
            </Group>
            {dataset.source === 'upload' && !isDimension && (m.calculation ?? 'none') !== 'percent_of_total' && (
              <Select
                size="xs"
                mt={6}
                label="Unit"
                aria-label={`Unit of ${label}`}
                data={UNIT_CHOICES}
                value={m.unit ?? 'auto'}
                allowDeselect={false}
                onChange={(value) =>
                  value && onEdit((d) => setMeasureUnit(d, m.id, value === 'auto' ? undefined : (value as ValueFormat)))
                }
              />
            )}
          </Paper>
        );
      })}
      <Select
        size="xs"
        aria-label="Add a measure"
        placeholder="Add a measure…"
        data={addOptions}
        value={null}
        disabled={definition.measures.length >= MAX_MEASURES}
        onChange={(value) => {
          if (!value) return;
          const [aggregate, field] = value.split(':') as [Aggregate, string];
          onEdit((d) => addMeasure(d, field, aggregate));
        }}
        error={measureError}
      />
    </Stack>
  );
}
