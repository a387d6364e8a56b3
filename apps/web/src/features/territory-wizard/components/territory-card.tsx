// One territory of the plan: select it (the map and search add to it), its name, its reps
// (colleagues of the organisation or any name) and its regions, each removable.
import { ActionIcon, Autocomplete, Badge, Button, Card, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { Territory } from '@mti/contracts/territory-wizard/territory-file';
import { type Geography, regionLabel } from '@mti/contracts/territory-wizard/territory-regions';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { memberKey } from '../plan-edits.ts';

export type TerritoryCardProps = {
  territory: Territory;
  index: number;
  color: string;
  selected: boolean;
  readOnly: boolean;
  geography: Geography;
  colleagues: readonly { name: string; email: string }[];
  nameError?: string;
  onSelect: () => void;
  onChange: (change: Partial<Territory>) => void;
  onRemoveRegion: (key: string) => void;
  onRemove: () => void;
};

export function TerritoryCard(props: TerritoryCardProps) {
  const { territory, index, color, selected, readOnly, geography, colleagues, nameError } = props;
  const [rep, setRep] = useState('');
  const addRep = () => {
    const name = rep.trim();
    if (!name) return;
    const colleague = colleagues.find((c) => c.name === name);
    props.onChange({ reps: [...territory.reps, { name, email: colleague?.email ?? '' }] });
    setRep('');
  };
  return (
    <Card withBorder padding="sm" style={{ borderLeft: `6px solid ${color}` }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Radio
            checked={selected}
            onChange={props.onSelect}
            label={`Add regions to ${territory.name || `territory ${index + 1}`}`}
            name="selected-territory"
          />
          {!readOnly && (
            <Button variant="subtle" color="red" size="compact-xs" onClick={props.onRemove}>
              Remove territory
            </Button>
          )}
        </Group>
        <TextInput
          label="Territory name"
          value={territory.name}
          readOnly={readOnly}
          error={nameError}
          onChange={(e) => props.onChange({ name: e.currentTarget.value })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Reps
          </Text>
          {territory.reps.length === 0 && (
            <Text size="sm" c="dimmed">
              No rep assigned.
            </Text>
          )}
          <Group gap={6}>
            {territory.reps.map((r, i) => (
              <Badge
                // biome-ignore lint/suspicious/noArrayIndexKey: two reps may share a name; the list changes only at its end or by removal.
                key={`${r.name}-${i}`}
                variant="light"
                rightSection={
                  readOnly ? null : (
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      aria-label={`Remove rep ${r.name} from ${territory.name}`}
                      onClick={() => props.onChange({ reps: territory.reps.filter((_, j) => j !== i) })}
                    >
                      <IconX size={12} />
                    </ActionIcon>
                  )
                }
              >
                {r.name}
              </Badge>
            ))}
          </Group>
          {!readOnly && (
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <Autocomplete
                label={`Assign a rep to ${territory.name}`}
                placeholder="A colleague or any name"
                data={colleagues.map((c) => c.name)}
                value={rep}
                onChange={setRep}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') addRep();
                }}
                style={{ flex: 1 }}
              />
              <Button variant="light" onClick={addRep}>
                Assign
              </Button>
            </Group>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Regions ({territory.members.length})
          </Text>
          <ul
            aria-label={`Regions of ${territory.name}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls must be reachable by keyboard, also read-only where it holds no buttons.
            tabIndex={0}
            style={{ margin: 0, paddingLeft: 16, maxHeight: 160, overflow: 'auto' }}
          >
            {territory.members.map((m) => (
              <li key={memberKey(m)}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{regionLabel(geography, m)}</Text>
                  {!readOnly && (
                    <ActionIcon
                      size="xs"
                      variant="subtle"
                      aria-label={`Remove ${regionLabel(geography, m)} from ${territory.name}`}
                      onClick={() => props.onRemoveRegion(memberKey(m))}
                    >
                      <IconX size={12} />
                    </ActionIcon>
                  )}
                </Group>
              </li>
            ))}
          </ul>
        </Stack>
      </Stack>
    </Card>
  );
}
