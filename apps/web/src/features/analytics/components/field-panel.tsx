// The analyzer's side panel: dataset, layout, measures, calculations, filters, sort and top-N, totals, and the
// sections other parts of the analyzer add (what-if, blend).
import { Accordion } from '@mantine/core';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import type { ReactNode } from 'react';
import type { PanelProps } from '../panel-props.ts';
import { CalcsSection } from './calcs-section.tsx';
import { DatasetPicker } from './dataset-picker.tsx';
import { FiltersSection } from './filters-section.tsx';
import { LayoutSection } from './layout-section.tsx';
import { MeasuresSection } from './measures-section.tsx';
import { SortSection } from './sort-section.tsx';
import { TotalsSection } from './totals-section.tsx';

export type ExtraSection = { value: string; title: string; content: ReactNode };

type FieldPanelProps = PanelProps & {
  datasets: readonly DatasetDescription[];
  onPickDataset: (dataset: DatasetDescription) => void;
  /** Sections after the built-in ones (what-if, blend). */
  extraSections?: readonly ExtraSection[];
};

export function FieldPanel({ datasets, onPickDataset, extraSections = [], ...panel }: FieldPanelProps) {
  const sections: ExtraSection[] = [
    {
      value: 'dataset',
      title: 'Dataset',
      content: <DatasetPicker datasets={datasets} value={panel.dataset} onPick={onPickDataset} />,
    },
    { value: 'layout', title: 'Rows and columns', content: <LayoutSection {...panel} /> },
    { value: 'measures', title: 'Measures', content: <MeasuresSection {...panel} /> },
    { value: 'calcs', title: 'Calculations', content: <CalcsSection {...panel} /> },
    { value: 'filters', title: 'Filters', content: <FiltersSection {...panel} /> },
    { value: 'sort', title: 'Sort and top N', content: <SortSection {...panel} /> },
    { value: 'totals', title: 'Totals', content: <TotalsSection {...panel} /> },
    ...extraSections,
  ];
  return (
    <Accordion
      multiple
      defaultValue={['dataset', 'layout', 'measures', 'calcs', 'filters']}
      variant="default"
      chevronPosition="right"
    >
      {sections.map((s) => (
        <Accordion.Item key={s.value} value={s.value}>
          <Accordion.Control>{s.title}</Accordion.Control>
          <Accordion.Panel>{s.content}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
