// The member filters of My dashboard shared by its tiles: choose a dimension of the tiles' datasets
// and a member, and every tile whose dataset has that dimension is filtered to it (tileQuery); each
// filter shows as a chip whose × (a button) removes it. Saved with the dashboard.
import { Button, CloseButton, Group, NativeSelect, Paper, Text } from '@mantine/core';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import type { MyDashboardFilters } from '@mti/contracts/dashboards/my-dashboard-file';
import { useState } from 'react';

type Members = MyDashboardFilters['members'];
type Dimension = { id: string; label: string; members: { key: string; label: string }[] };

/** The member dimensions of the tiles' datasets, once each (the first dataset's label and members). */
export function filterableDimensions(datasets: readonly DatasetDescription[]): Dimension[] {
  const byId = new Map<string, Dimension>();
  for (const d of datasets)
    for (const dim of d.dimensions)
      if (dim.kind === 'member' && dim.members.length > 0 && !byId.has(dim.id)) byId.set(dim.id, dim);
  return [...byId.values()];
}

/** "Region: West, East" */
export function filterText(filter: Members[number], dimensions: readonly Dimension[]): string {
  const dim = dimensions.find((d) => d.id === filter.dimension);
  const label = (key: string) => dim?.members.find((m) => m.key === key)?.label ?? key;
  return `${dim?.label ?? filter.dimension}: ${filter.values.map(label).join(', ')}`;
}

type SharedMemberFiltersProps = {
  dimensions: readonly Dimension[];
  members: Members;
  onChange: (members: Members) => void;
};

export function SharedMemberFilters({ dimensions, members, onChange }: SharedMemberFiltersProps) {
  const [dimensionId, setDimensionId] = useState('');
  const [member, setMember] = useState('');
  const dimension = dimensions.find((d) => d.id === dimensionId);

  function add() {
    if (!dimension || !member) return;
    const existing = members.find((m) => m.dimension === dimension.id);
    const next = existing
      ? members.map((m) =>
          m === existing ? { ...m, values: m.values.includes(member) ? m.values : [...m.values, member] } : m,
        )
      : [...members, { dimension: dimension.id, values: [member], exclude: false }];
    // The choice stays: the button keeps the focus (a disabled one would drop it).
    onChange(next);
  }

  return (
    <>
      <NativeSelect
        label="Filter every tile by"
        value={dimensionId}
        onChange={(e) => {
          setDimensionId(e.currentTarget.value);
          setMember('');
        }}
        data={[{ value: '', label: 'Choose a field' }, ...dimensions.map((d) => ({ value: d.id, label: d.label }))]}
      />
      <NativeSelect
        label="Member"
        value={member}
        disabled={!dimension}
        onChange={(e) => setMember(e.currentTarget.value)}
        data={[
          { value: '', label: dimension ? 'Choose a member' : '—' },
          ...(dimension?.members ?? []).map((m) => ({ value: m.key, label: m.label })),
        ]}
      />
      <Button variant="default" onClick={add} disabled={!dimension || !member}>
        Add filter
      </Button>
      {members.length > 0 && (
        <Group gap={6} role="group" aria-label="Every tile filtered by" w="100%">
          {members.map((m) => {
            const text = filterText(m, dimensions);
            return (
              <Paper key={m.dimension} withBorder radius="xl" pl={10} pr={2} py={1}>
                <Group gap={2} wrap="nowrap">
                  <Text size="xs">{text}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={`Remove the filter ${text}`}
                    onClick={() => onChange(members.filter((x) => x !== m))}
                  />
                </Group>
              </Paper>
            );
          })}
        </Group>
      )}
    </>
  );
}

/** The shared filters a tile's dataset cannot take, as the tile says so ("No Region in this dataset: not filtered by it."). */
export function unappliedFilters(
  members: Members,
  tileDimensions: readonly string[],
  dimensions: readonly Dimension[],
) {
  return members
    .filter((m) => !tileDimensions.includes(m.dimension))
    .map((m) => dimensions.find((d) => d.id === m.dimension)?.label ?? m.dimension);
}
