// Measures: each with its own aggregate and, for sums and counts, a way to show it (% of the grand
// total, of its row, column or parent level, running total); add one from the dataset's measures or
// as a count of a dimension. A column of an uploaded table also takes the unit the user gives it.
import { ActionIcon, Group, Paper, Select, Stack, Text } from '@mantine/core';
import {
  ADDITIVE_AGGREGATES,
  AGGREGATE_LABELS,
  AGGREGATES,
  type Aggregate,
  type Calculation,
  MAX_MEASURES,
  SHOW_AS_LABELS,
  type ShowAs,
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
import { setShowAs } from '../calc-edits.ts';
import { errorAt, fieldLabel, type PanelProps } from '../panel-props.ts';

/** "Show as" choices: a calculation the query makes (% of total, running total) or a percentage of another total. */
const SHOW_AS_CHOICES: { value: string; label: string }[] = [
  { value: 'none', label: 'Value' },
  { value: 'percent_of_total', label: '% of total' },
  { value: 'percent_of_row', label: SHOW_AS_LABELS.percent_of_row },
  { value: 'percent_of_column', label: SHOW_AS_LABELS.percent_of_column },
  { value: 'percent_of_parent', label: SHOW_AS_LABELS.percent_of_parent },
  { value: 'running_total', label: 'Running total' },
];
const CALCULATION_VALUES: readonly string[] = ['none', 'percent_of_total', 'running_total'];
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
                  data={SHOW_AS_CHOICES}
                  value={definition.show_as?.[m.id] ?? m.calculation ?? 'none'}
                  allowDeselect={false}
                  onChange={(value) => {
                    if (!value) return;
                    const calculation = (CALCULATION_VALUES.includes(value) ? value : 'none') as Calculation;
                    const showAs = (CALCULATION_VALUES.includes(value) ? 'value' : value) as ShowAs;
                    onEdit((d) => setShowAs(setMeasureCalculation(d, m.id, calculation), m.id, showAs));
                  }}
                  error={errorAt(errors, `measures.${i}.calculation`) ?? errorAt(errors, `show_as.${m.id}`)}
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
