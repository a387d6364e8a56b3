// A pinned analysis's figures on a tile, as the analyzer's query answers them (the dashboard's
// filters laid over the analysis): the chart it was saved with (bar, line…), with its table — the
// rows with the first measure and the grand total — one switch away; a table or map shows the table.
import { Badge, Loader, ScrollArea, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { AnalysisDefinitionInput, DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import { type AnalysisResult, partialPeriodNote } from '@mti/contracts/analytics/analyzer-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnalysisSeriesChart } from '../../../components/charts/analysis/analysis-series-chart.tsx';
import type { SeriesChartType } from '../../../components/charts/analysis/chart-option.ts';
import { chartTitle } from '../../../components/charts/analysis/chart-title.ts';
import { formatValue, type ValueFormat } from '../../../components/charts/analysis/value-format.ts';
import { HttpError } from '../../../lib/http.ts';
import { tileFiguresQuery } from '../api/my-dashboards.ts';

/** A figure as the analyzer's table writes it, in the analysis's display units; a blank is a dash. */
function formatted(value: number | null | undefined, format: ValueFormat, units: DisplayUnits): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return formatValue(value, format, units);
}

/** Rows of the first column of the result: label, first measure's value; the total last. */
export function tileRows(result: AnalysisResult): Array<{ label: string; value: number | null; total: boolean }> {
  return result.row_headers.flatMap((header, r) => {
    if (header.kind === 'subtotal') return [];
    const value = result.cells[r]?.[0]?.[0] ?? null;
    const total = header.kind === 'total';
    return [{ label: total ? 'Grand total' : header.labels.filter(Boolean).join(' / ') || 'All', value, total }];
  });
}

/** The series chart a pinned analysis was saved with; null for a table, a pivot or a map (shown as a table). */
export function tileChartType(definition: AnalysisDefinitionInput): SeriesChartType | null {
  const type = definition.chart?.type ?? 'table';
  return type === 'table' || type === 'pivot' || type === 'map' ? null : type;
}

export function TileFigures({ definition, title }: { definition: AnalysisDefinitionInput; title: string }) {
  const figures = useQuery(tileFiguresQuery(definition));
  const chart = tileChartType(definition);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  if (figures.isPending) return <Loader role="status" size="sm" aria-label={`Loading ${title}`} />;
  if (figures.isError) {
    const msg = figures.error instanceof HttpError ? figures.error.message : 'The figures could not be loaded.';
    return (
      <Text size="sm" c="red.8" role="alert">
        {msg}
      </Text>
    );
  }
  const result = figures.data;
  const units = definition.chart?.units ?? 'exact';
  // Partial quarters and years are left out by the server unless the analysis includes them.
  const leftOut = definition.include_partial_periods ? [] : (result.partial_periods ?? []);
  const note = leftOut.length ? (
    <Text size="xs" c="dimmed">
      Left out: {leftOut.map(partialPeriodNote).join('; ')}.
    </Text>
  ) : null;
  if (!chart)
    return (
      <Stack gap={4}>
        {note}
        <TileTable result={result} title={title} units={units} />
      </Stack>
    );
  return (
    <Stack gap={4}>
      {note}
      <SegmentedControl
        size="xs"
        value={view}
        onChange={(v) => setView(v === 'table' ? 'table' : 'chart')}
        data={[
          { value: 'chart', label: 'Chart' },
          { value: 'table', label: 'Table' },
        ]}
        aria-label={`${title}: show as`}
      />
      {view === 'chart' ? (
        <AnalysisSeriesChart
          result={result}
          type={chart}
          units={units}
          dataLabels={definition.chart?.data_labels ?? false}
          title={chartTitle(definition, result)}
          height={260}
        />
      ) : (
        <TileTable result={result} title={title} units={units} />
      )}
    </Stack>
  );
}

/** The rows with the first measure, and the grand total: a tile's table (and a chart's alternative). */
function TileTable({ result, title, units }: { result: AnalysisResult; title: string; units: DisplayUnits }) {
  const measure = result.measures[0];
  const rows = tileRows(result);
  return (
    // The figures may scroll: the keyboard reaches them through the viewport (axe scrollable-region-focusable).
    <ScrollArea.Autosize
      mah={260}
      type="auto"
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${title}: figures, scrollable` }}
    >
      {result.sample ? (
        <Badge variant="filled" color="gray.8" size="xs">
          Sample data
        </Badge>
      ) : null}
      <Table striped withRowBorders={false} fz="sm" aria-label={`${title}: figures`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{result.row_dimensions.map((d) => d.label).join(' / ') || ' '}</Table.Th>
            <Table.Th ta="right">{measure?.label}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.total}-${row.label}`} fw={row.total ? 700 : undefined}>
              <Table.Th scope="row" fw={row.total ? 700 : 400}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right" data-testid={row.total ? 'tile-total' : undefined}>
                {formatted(row.value, measure?.format ?? 'decimal', units)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
