// Rows and columns: dimensions placed with selects and buttons, or dropped from the field list,
// reordered, moved to the other axis or removed.
import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowsExchange, IconArrowUp, IconX } from '@tabler/icons-react';
import { type Axis, addDimension, moveDimension, removeDimension } from '../analysis-edits.ts';
import type { DropTarget, FieldRef } from '../field-drop.ts';
import { errorAt, fieldLabel, type PanelProps } from '../panel-props.ts';
import { DropZone } from './drop-zone.tsx';

const AXIS_LABEL: Record<Axis, string> = { rows: 'Rows', columns: 'Columns' };

type LayoutSectionProps = PanelProps & { onDropField: (field: FieldRef, target: DropTarget) => void };

export function LayoutSection({ definition, dataset, errors, onEdit, onDropField }: LayoutSectionProps) {
  const placed = new Set([...(definition.rows ?? []), ...(definition.columns ?? [])]);
  const free = dataset.dimensions.filter((d) => !placed.has(d.id)).map((d) => ({ value: d.id, label: d.label }));

  return (
    <Stack gap="md">
      {(['rows', 'columns'] as const).map((axis) => {
        const dims = definition[axis] ?? [];
        const other: Axis = axis === 'rows' ? 'columns' : 'rows';
        return (
          <DropZone key={axis} target={axis} onDropField={onDropField}>
            <Stack gap={6}>
              <Text size="sm" fw={600} id={`axis-${axis}`}>
                {AXIS_LABEL[axis]}
              </Text>
              {dims.length === 0 && (
                <Text size="xs" c="dimmed">
                  {axis === 'rows' ? 'No rows: the result is one total row.' : 'No columns: one column per measure.'}
                </Text>
              )}
              <Stack
                gap={4}
                component="ul"
                aria-labelledby={`axis-${axis}`}
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {dims.map((dim, i) => {
                  const label = fieldLabel(dataset, dim);
                  return (
                    <Group key={dim} component="li" gap={4} wrap="nowrap" justify="space-between">
                      <Text size="sm" truncate>
                        {label}
                      </Text>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-label={`Move ${label} up`}
                          disabled={i === 0}
                          onClick={() => onEdit((d) => moveDimension(d, axis, dim, -1))}
                        >
                          <IconArrowUp size={14} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-label={`Move ${label} down`}
                          disabled={i === dims.length - 1}
                          onClick={() => onEdit((d) => moveDimension(d, axis, dim, 1))}
                        >
                          <IconArrowDown size={14} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-label={`Move ${label} to ${AXIS_LABEL[other].toLowerCase()}`}
                          onClick={() => onEdit((d) => addDimension(d, other, dim))}
                        >
                          <IconArrowsExchange size={14} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          color="red"
                          aria-label={`Remove ${label} from ${AXIS_LABEL[axis].toLowerCase()}`}
                          onClick={() => onEdit((d) => removeDimension(d, axis, dim))}
                        >
                          <IconX size={14} />
                        </ActionIcon>
                      </Group>
                    </Group>
                  );
                })}
              </Stack>
              <Select
                size="xs"
                aria-label={`Add a dimension to ${AXIS_LABEL[axis].toLowerCase()}`}
                placeholder={free.length ? `Add to ${AXIS_LABEL[axis].toLowerCase()}…` : 'Every dimension is placed'}
                data={free}
                value={null}
                disabled={free.length === 0}
                onChange={(value) => value && onEdit((d) => addDimension(d, axis, value))}
                error={errorAt(errors, axis)}
                comboboxProps={{ withinPortal: true }}
              />
            </Stack>
          </DropZone>
        );
      })}
    </Stack>
  );
}
