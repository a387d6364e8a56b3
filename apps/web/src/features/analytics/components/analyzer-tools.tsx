// The result's toolbar of tools — calculations, sort and top N, totals, what-if, blend — each a
// button opening its settings in a panel above the result (one at a time, Escape or × closes it),
// so the result keeps the width and the side panel stays short. The tools themselves are unchanged.
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { type ReactNode, useRef, useState } from 'react';
import { hasPeriod } from '../analysis-edits.ts';
import type { PanelProps } from '../panel-props.ts';
import { BlendPanel } from './blend-panel.tsx';
import { CalcsSection } from './calcs-section.tsx';
import { SortSection } from './sort-section.tsx';
import { TotalsSection } from './totals-section.tsx';
import { WhatIfPanel } from './what-if-panel.tsx';

type Tool = { id: string; title: string; content: ReactNode };

type AnalyzerToolsProps = PanelProps & { onReplace: (next: AnalysisDefinitionInput) => void };

const PANEL_ID = 'analyzer-tool-panel';

export function AnalyzerTools({ onReplace, ...panel }: AnalyzerToolsProps) {
  const { definition, dataset } = panel;
  const [openId, setOpenId] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tools: Tool[] = [
    { id: 'calcs', title: 'Calculations', content: <CalcsSection {...panel} /> },
    { id: 'sort', title: 'Sort and top N', content: <SortSection {...panel} /> },
    { id: 'totals', title: 'Totals', content: <TotalsSection {...panel} /> },
    // A projection grows the last twelve months: a dataset without months has none to grow.
    ...(hasPeriod(dataset)
      ? [
          {
            id: 'what-if',
            title: 'What-if',
            content: <WhatIfPanel definition={definition} dataset={dataset} onChange={onReplace} />,
          },
        ]
      : []),
    {
      id: 'blend',
      title: 'Blend your data',
      content: <BlendPanel definition={definition} dataset={dataset} onChange={onReplace} />,
    },
  ];
  const open = tools.find((t) => t.id === openId) ?? null;

  function close() {
    if (!open) return;
    buttons.current.get(open.id)?.focus();
    setOpenId(null);
  }

  return (
    <>
      <Group gap={4} role="toolbar" aria-label="Analysis tools">
        {tools.map((tool) => (
          <Button
            key={tool.id}
            ref={(el) => {
              if (el) buttons.current.set(tool.id, el);
            }}
            size="xs"
            variant={tool.id === openId ? 'light' : 'default'}
            aria-expanded={tool.id === openId}
            aria-controls={tool.id === openId ? PANEL_ID : undefined}
            onClick={() => setOpenId(tool.id === openId ? null : tool.id)}
          >
            {tool.title}
          </Button>
        ))}
      </Group>
      {open && (
        <Paper
          id={PANEL_ID}
          withBorder
          p="sm"
          role="region"
          aria-label={open.title}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.defaultPrevented) close();
          }}
        >
          <Group justify="space-between" mb="xs">
            <Text fw={600} size="sm">
              {open.title}
            </Text>
            <CloseButton size="sm" aria-label={`Close ${open.title}`} onClick={close} />
          </Group>
          {open.content}
        </Paper>
      )}
    </>
  );
}
