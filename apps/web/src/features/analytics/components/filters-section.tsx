// Filters: a period (months within the dataset's range, when it has months) and, per member dimension, a list of
// members to keep or to leave out.
import { Group, MultiSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { monthLabel } from '@mti/contracts/common/month';
import { hasPeriod, monthsOf, setMemberFilter, setPeriod } from '../analysis-edits.ts';
import { errorAt, type PanelProps } from '../panel-props.ts';

const PERIOD_ENDS = [
  { end: 'from', label: 'From', placeholder: 'First month' },
  { end: 'to', label: 'To', placeholder: 'Last month' },
] as const;

export function FiltersSection({ definition, dataset, errors, onEdit }: PanelProps) {
  const months = monthsOf(dataset)
    .reverse()
    .map((m) => ({ value: m, label: monthLabel(m) }));
  const period = definition.filters?.period ?? {};
  const filters = definition.filters?.members ?? [];

  return (
    <Stack gap="sm">
      {hasPeriod(dataset) && (
        <Group gap={6} grow wrap="nowrap" align="flex-start">
          {PERIOD_ENDS.map(({ end, label, placeholder }) => (
            <Select
              key={end}
              id={`analyzer-filter-period-${end}`}
              size="xs"
              label={label}
              placeholder={placeholder}
              data={months}
              value={period[end] ?? null}
              clearable
              searchable
              onChange={(value) => onEdit((d) => setPeriod(d, { ...d.filters?.period, [end]: value ?? undefined }))}
              error={errorAt(errors, `filters.period.${end}`)}
            />
          ))}
        </Group>
      )}
      {dataset.dimensions
        .filter((dim) => dim.kind === 'member')
        .map((dim) => {
          const index = filters.findIndex((f) => f.dimension === dim.id);
          const filter = filters[index];
          const exclude = filter?.exclude ?? false;
          return (
            <Stack key={dim.id} gap={4}>
              <MultiSelect
                id={`analyzer-filter-${dim.id}`}
                size="xs"
                label={dim.label}
                placeholder={filter ? undefined : 'All'}
                data={dim.members.map((m) => ({ value: m.key, label: m.label }))}
                value={filter?.values ?? []}
                searchable
                clearable
                onChange={(values) => onEdit((d) => setMemberFilter(d, { dimension: dim.id, values, exclude }))}
                error={index >= 0 ? errorAt(errors, `filters.members.${index}`) : undefined}
              />
              {filter && (
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    These {dim.label.toLowerCase()} values are
                  </Text>
                  <SegmentedControl
                    size="xs"
                    aria-label={`Keep or leave out the chosen ${dim.label.toLowerCase()} values`}
                    data={[
                      { value: 'include', label: 'Kept' },
                      { value: 'exclude', label: 'Left out' },
                    ]}
                    value={exclude ? 'exclude' : 'include'}
                    onChange={(value) =>
                      onEdit((d) =>
                        setMemberFilter(d, { dimension: dim.id, values: filter.values, exclude: value === 'exclude' }),
                      )
                    }
                  />
                </Group>
              )}
            </Stack>
          );
        })}
    </Stack>
  );
}
