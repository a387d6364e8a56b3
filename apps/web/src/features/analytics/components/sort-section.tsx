// Sort per axis (member order or by a measure) and top-N with the rest grouped as Other.
import { Checkbox, Group, NumberInput, Select, Stack, Switch } from '@mantine/core';
import {
  AGGREGATE_LABELS,
  type AnalysisDefinitionInput,
  type AxisSort,
  MAX_TOP_N,
} from '@mti/contracts/analytics/analysis-definition';
import { setSort, setTopN } from '../analysis-edits.ts';
import { measureChoices } from '../measure-choices.ts';
import { errorAt, fieldLabel, type PanelProps } from '../panel-props.ts';

type SortInput = NonNullable<NonNullable<AnalysisDefinitionInput['sort']>['rows']>;

const encodeSort = (s: SortInput | undefined) =>
  !s
    ? 'member:asc'
    : s.by === 'member'
      ? `member:${s.direction ?? 'asc'}`
      : `measure:${s.direction ?? 'desc'}:${s.measure}`;

function decodeSort(value: string): AxisSort {
  const [by, direction, measure] = value.split(':') as ['member' | 'measure', 'asc' | 'desc', string];
  return by === 'member' ? { by, direction } : { by, direction, measure };
}

export function SortSection({ definition, dataset, errors, onEdit }: PanelProps) {
  // Any measure ranks and sorts: the dataset's, a blended column or a calculation.
  const measures = measureChoices(definition, dataset).map((m) => {
    const own = definition.measures.find((x) => x.id === m.id);
    return own ? { ...m, label: `${AGGREGATE_LABELS[own.aggregate]} of ${fieldLabel(dataset, own.field)}` } : m;
  });
  const measureLabel = (id: string) => measures.find((m) => m.id === id)?.label ?? id;
  const sortOptions = [
    { value: 'member:asc', label: 'Name or time, ascending' },
    { value: 'member:desc', label: 'Name or time, descending' },
    ...measures.flatMap((m) => [
      { value: `measure:desc:${m.id}`, label: `${measureLabel(m.id)}, high to low` },
      { value: `measure:asc:${m.id}`, label: `${measureLabel(m.id)}, low to high` },
    ]),
  ];
  const placed = [...(definition.rows ?? []), ...(definition.columns ?? [])];
  const topN = definition.top_n;
  const firstMeasure = definition.measures[0];

  return (
    <Stack gap="sm">
      {(['rows', 'columns'] as const).map((axis) => (
        <Select
          key={axis}
          size="xs"
          label={axis === 'rows' ? 'Sort rows by' : 'Sort columns by'}
          data={sortOptions}
          value={encodeSort(definition.sort?.[axis])}
          allowDeselect={false}
          onChange={(value) =>
            value && onEdit((d) => setSort(d, axis, value === 'member:asc' ? undefined : decodeSort(value)))
          }
          error={errorAt(errors, `sort.${axis}`)}
        />
      ))}
      <Switch
        size="sm"
        label="Keep only the top N"
        checked={!!topN}
        disabled={!topN && (placed.length === 0 || !firstMeasure)}
        description={placed.length === 0 ? 'Place a dimension on rows or columns first.' : undefined}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          onEdit((d) =>
            setTopN(
              d,
              on && firstMeasure
                ? { dimension: placed[0] as string, measure: firstMeasure.id, n: 5, other: true }
                : undefined,
            ),
          );
        }}
      />
      {topN && (
        <Stack gap={6} pl="sm">
          <Group gap={6} grow wrap="nowrap" align="flex-start">
            <Select
              size="xs"
              label="Of"
              data={placed.map((id) => ({ value: id, label: fieldLabel(dataset, id) }))}
              value={topN.dimension}
              allowDeselect={false}
              onChange={(value) => value && onEdit((d) => setTopN(d, { ...topN, dimension: value }))}
              error={errorAt(errors, 'top_n.dimension')}
            />
            <NumberInput
              size="xs"
              label="N"
              min={1}
              max={MAX_TOP_N}
              // Uncontrolled: an emptied field keeps the last number until the next one is typed.
              defaultValue={topN.n}
              allowDecimal={false}
              onChange={(value) => typeof value === 'number' && onEdit((d) => setTopN(d, { ...topN, n: value }))}
              error={errorAt(errors, 'top_n.n')}
            />
          </Group>
          <Select
            size="xs"
            label="Ranked by"
            data={measures.map((m) => ({ value: m.id, label: m.label }))}
            value={topN.measure}
            allowDeselect={false}
            onChange={(value) => value && onEdit((d) => setTopN(d, { ...topN, measure: value }))}
            error={errorAt(errors, 'top_n.measure')}
          />
          <Checkbox
            size="xs"
            label="Group the rest as Other"
            checked={topN.other ?? true}
            onChange={(event) => {
              const other = event.currentTarget.checked;
              onEdit((d) => setTopN(d, { ...topN, other }));
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
