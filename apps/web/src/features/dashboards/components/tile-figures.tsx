// A pinned analysis's figures on a tile: its rows with the first measure, and the grand total, as
// the analyzer's query answers them (the dashboard's filters laid over the analysis).
import { Badge, Loader, ScrollArea, Table, Text } from '@mantine/core';
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '../../../lib/http.ts';
import { tileFiguresQuery } from '../api/my-dashboards.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function formatted(value: number | null | undefined, format: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return format === 'currency' ? dollars.format(value) : plain.format(value);
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

export function TileFigures({ definition, title }: { definition: AnalysisDefinitionInput; title: string }) {
  const figures = useQuery(tileFiguresQuery(definition));
  if (figures.isPending) return <Loader size="sm" aria-label={`Loading ${title}`} />;
  if (figures.isError) {
    const msg = figures.error instanceof HttpError ? figures.error.message : 'The figures could not be loaded.';
    return (
      <Text size="sm" c="red.8" role="alert">
        {msg}
      </Text>
    );
  }
  const result = figures.data;
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
                {formatted(row.value, measure?.format ?? 'number')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
