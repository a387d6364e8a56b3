// The filters in force, as chips above the result: each says what it keeps and has its own remove
// button (reached with Tab, named after the filter), so a filter goes without opening the panel.
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { monthLabel } from '@mti/contracts/common/month';
import { setMemberFilter, setPeriod } from '../analysis-edits.ts';
import { fieldLabel } from '../panel-props.ts';

type Edit = (definition: AnalysisDefinitionInput) => AnalysisDefinitionInput;
export type FilterChip = { key: string; label: string; remove: Edit };

/** More members than this are counted, not listed, on a chip. */
const LISTED_MEMBERS = 3;

function periodText(period: { from?: string; to?: string }): string {
  if (period.from && period.to) return `${monthLabel(period.from)} – ${monthLabel(period.to)}`;
  return period.from ? `from ${monthLabel(period.from)}` : `to ${monthLabel(period.to ?? '')}`;
}

/** The chips of a definition's filters: the period first, then the member filters in their order. */
export function filterChips(definition: AnalysisDefinitionInput, dataset: DatasetDescription): FilterChip[] {
  const chips: FilterChip[] = [];
  const period = definition.filters?.period;
  if (period?.from || period?.to) {
    chips.push({ key: 'period', label: `Period: ${periodText(period)}`, remove: (d) => setPeriod(d, {}) });
  }
  for (const filter of definition.filters?.members ?? []) {
    const dim = dataset.dimensions.find((d) => d.id === filter.dimension);
    const names = filter.values.map((v) => dim?.members.find((m) => m.key === v)?.label ?? v);
    const listed =
      names.length > LISTED_MEMBERS
        ? `${names.slice(0, LISTED_MEMBERS).join(', ')} +${names.length - LISTED_MEMBERS}`
        : names.join(', ');
    chips.push({
      key: `member:${filter.dimension}`,
      label: `${fieldLabel(dataset, filter.dimension)}${filter.exclude ? ' is not' : ':'} ${listed}`,
      remove: (d) => setMemberFilter(d, { dimension: filter.dimension, values: [], exclude: false }),
    });
  }
  return chips;
}

type FilterChipsProps = {
  definition: AnalysisDefinitionInput;
  dataset: DatasetDescription;
  onEdit: (edit: Edit) => void;
};

export function FilterChips({ definition, dataset, onEdit }: FilterChipsProps) {
  const chips = filterChips(definition, dataset);
  if (chips.length === 0) return null;
  return (
    <Group component="ul" gap={6} aria-label="Filters in force" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {chips.map((chip) => (
        <Paper component="li" key={chip.key} withBorder radius="xl" px={10} py={2}>
          <Group gap={4} wrap="nowrap">
            <Text size="xs">{chip.label}</Text>
            <CloseButton size="xs" aria-label={`Remove filter ${chip.label}`} onClick={() => onEdit(chip.remove)} />
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
