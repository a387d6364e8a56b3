// The dataset's fields, to drag into Rows, Columns, Measures or Filters. Each field is also a button
// whose menu places it the same way, so the keyboard (and a screen reader) has the same path.
import { Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { IconGripVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { accepts, type DropTarget, encodeField, FIELD_DRAG_TYPE, type FieldRef } from '../field-drop.ts';
import classes from './field-list.module.css';

const TARGET_LABEL: Record<DropTarget, string> = {
  rows: 'Add to rows',
  columns: 'Add to columns',
  measures: 'Add to measures',
  filters: 'Filter on it',
};

type FieldListProps = { dataset: DatasetDescription; onPlace: (field: FieldRef, target: DropTarget) => void };

export function FieldList({ dataset, onPlace }: FieldListProps) {
  const fields: (FieldRef & { label: string })[] = [
    ...dataset.dimensions.map((d) => ({ kind: 'dimension' as const, id: d.id, label: d.label })),
    ...dataset.measures.map((m) => ({ kind: 'measure' as const, id: m.field, label: m.label })),
  ];
  // "Filter on it" moves the focus into the filter's value field: the menu must then not hand it
  // back to the field's button when it closes (it would, a moment later).
  const [placing, setPlacing] = useState<DropTarget | null>(null);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" id="analyzer-fields-hint">
        Drag a field into Rows, Columns, Measures or Filters, or press it to choose where it goes.
      </Text>
      <Group component="ul" gap={4} aria-label="Fields" className={classes.list}>
        {fields.map((field) => (
          <li key={`${field.kind}:${field.id}`}>
            <Menu
              position="bottom-start"
              withinPortal
              returnFocus={placing !== 'filters'}
              onOpen={() => setPlacing(null)}
            >
              <Menu.Target>
                <UnstyledButton
                  className={classes.field}
                  data-kind={field.kind}
                  draggable
                  aria-describedby="analyzer-fields-hint"
                  aria-label={`${field.label} (${field.kind})`}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(FIELD_DRAG_TYPE, encodeField(field));
                    event.dataTransfer.setData('text/plain', field.label);
                    event.dataTransfer.effectAllowed = 'copy';
                  }}
                >
                  <IconGripVertical size={12} aria-hidden="true" />
                  {field.label}
                  {field.kind === 'measure' && (
                    <Badge size="xs" variant="light" ml={4}>
                      #
                    </Badge>
                  )}
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {(['rows', 'columns', 'measures', 'filters'] as const)
                  .filter((target) => accepts(target, field, dataset))
                  .map((target) => (
                    <Menu.Item
                      key={target}
                      onClick={() => {
                        setPlacing(target);
                        onPlace(field, target);
                      }}
                    >
                      {TARGET_LABEL[target]}
                    </Menu.Item>
                  ))}
              </Menu.Dropdown>
            </Menu>
          </li>
        ))}
      </Group>
    </Stack>
  );
}
