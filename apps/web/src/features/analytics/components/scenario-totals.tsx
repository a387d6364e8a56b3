// What-if side by side: for each row that holds projected periods, its actual figure, its projected
// figure in the base case (0 % growth) and in the scenario, and the two combined totals, so a total
// never mixes actuals and projections without saying how much of it is which.
import { Stack, Table, Text, Title } from '@mantine/core';
import type { DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { useId, useState } from 'react';
import { formatValue } from '../../../components/charts/analysis/value-format.ts';
import { describeHeader } from '../pivot-layout.ts';
import { MeasureSelect } from './measure-select.tsx';

type ScenarioTotalsProps = { result: AnalysisResult; units: DisplayUnits };

export const SCENARIO_COLUMNS = [
  'Actual',
  'Projected: base case',
  'Projected: scenario',
  'Total: base case',
  'Total: scenario',
  'Scenario − base case',
] as const;

export function ScenarioTotals({ result, units }: ScenarioTotalsProps) {
  const headingId = useId();
  const [measureId, setMeasureId] = useState<string | null>(null);
  const scenario = result.scenario;
  // Each row's figures across the columns: its total column, or its only column.
  const column = result.column_dimensions.length === 0 ? 0 : result.column_headers.findIndex((h) => h.kind === 'total');
  if (!scenario || column < 0) return null;
  const mi = Math.max(
    0,
    result.measures.findIndex((m) => m.id === measureId),
  );
  const measure = result.measures[mi];
  const at = (grid: AnalysisResult['cells'], r: number) => grid[r]?.[column]?.[mi] ?? null;
  const rows = result.row_headers.map((h, r) => ({ h, r })).filter(({ h }) => h.projected);
  const fmt = (v: number | null) => (v === null ? '–' : formatValue(v, measure?.format ?? 'integer', units));
  return (
    <Stack gap={4}>
      <Title order={3} size="h5" id={headingId}>
        Base case and scenario
      </Title>
      <Text size="xs" c="dimmed">
        The base case carries the last twelve actual months on unchanged (0 % growth); the scenario applies the growth
        rates set in What-if. Actual figures are the same in both.
      </Text>
      <MeasureSelect
        label="Measure compared"
        measures={result.measures}
        value={measure?.id ?? null}
        onChange={setMeasureId}
      />
      <Table.ScrollContainer minWidth={560}>
        <Table aria-labelledby={headingId} striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{result.row_dimensions.map((d) => d.label).join(' / ') || 'Row'}</Table.Th>
              {SCENARIO_COLUMNS.map((c) => (
                <Table.Th key={c} scope="col" ta="right">
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ h, r }) => {
              const scenarioTotal = at(result.cells, r);
              const baseTotal = at(scenario.base_cells, r);
              const figures = [
                at(scenario.actual_cells, r),
                at(scenario.base_projected_cells, r),
                at(scenario.projected_cells, r),
                baseTotal,
                scenarioTotal,
                scenarioTotal === null || baseTotal === null ? null : scenarioTotal - baseTotal,
              ];
              return (
                <Table.Tr key={JSON.stringify(h.members)} fw={h.kind === 'member' ? undefined : 600}>
                  <Table.Th scope="row">{describeHeader(h) === 'Total' ? 'Grand total' : describeHeader(h)}</Table.Th>
                  {figures.map((v, i) => (
                    <Table.Td key={SCENARIO_COLUMNS[i]} ta="right">
                      {fmt(v)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
