// The analyzer's side panel: the dataset, its fields, and where they go — rows and columns,
// measures, filters. A field is dragged from the field list onto one of those, or placed from its
// menu. Calculations, sort, totals, what-if and blend are tools of the result's toolbar.
import { Accordion } from '@mantine/core';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { type ReactNode, useState } from 'react';
import { type DropTarget, type FieldRef, filterInputId, placeField } from '../field-drop.ts';
import type { PanelProps } from '../panel-props.ts';
import { DatasetPicker } from './dataset-picker.tsx';
import { DropZone } from './drop-zone.tsx';
import { FieldList } from './field-list.tsx';
import { FiltersSection } from './filters-section.tsx';
import { LayoutSection } from './layout-section.tsx';
import { MeasuresSection } from './measures-section.tsx';

type Section = { value: string; title: string; content: ReactNode };

type FieldPanelProps = PanelProps & {
  datasets: readonly DatasetDescription[];
  onPickDataset: (dataset: DatasetDescription) => void;
};

export function FieldPanel({ datasets, onPickDataset, ...panel }: FieldPanelProps) {
  const { dataset, onEdit } = panel;
  const [open, setOpen] = useState(['dataset', 'fields', 'layout', 'measures', 'filters']);

  function place(field: FieldRef, target: DropTarget) {
    if (target !== 'filters') {
      onEdit((d) => placeField(d, dataset, field, target));
      return;
    }
    // A filter needs its members chosen: the field's filter is opened and given the focus.
    setOpen((sections) => (sections.includes('filters') ? sections : [...sections, 'filters']));
    requestAnimationFrame(() => {
      const input = document.getElementById(filterInputId(dataset, field.id));
      input?.scrollIntoView({ block: 'nearest' });
      input?.focus();
    });
  }

  const sections: Section[] = [
    {
      value: 'dataset',
      title: 'Dataset',
      content: <DatasetPicker datasets={datasets} value={dataset} onPick={onPickDataset} />,
    },
    { value: 'fields', title: 'Fields', content: <FieldList dataset={dataset} onPlace={place} /> },
    { value: 'layout', title: 'Rows and columns', content: <LayoutSection {...panel} onDropField={place} /> },
    {
      value: 'measures',
      title: 'Measures',
      content: (
        <DropZone target="measures" onDropField={place}>
          <MeasuresSection {...panel} />
        </DropZone>
      ),
    },
    {
      value: 'filters',
      title: 'Filters',
      content: (
        <DropZone target="filters" onDropField={place}>
          <FiltersSection {...panel} />
        </DropZone>
      ),
    },
  ];
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="default" chevronPosition="right">
      {sections.map((s) => (
        <Accordion.Item key={s.value} value={s.value}>
          <Accordion.Control>{s.title}</Accordion.Control>
          <Accordion.Panel>{s.content}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
