// The map's figures as a table (its alternative for keyboard and screen-reader users), largest
// first, with its CSV export. A row's button opens the region like a click on the map.
import { Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { MarketLevel, MarketMeasure } from '@mti/contracts/markets/markets-api';
import { saveFile } from '../../../lib/save-file.ts';
import { formatMeasure, MEASURE_LABELS } from '../market-format.ts';
import { marketCsv } from '../market-links.ts';
import type { RegionFigure } from './choropleth-map.tsx';

export type MarketTableProps = {
  figures: readonly RegionFigure[];
  level: MarketLevel;
  measure: MarketMeasure;
  industryLabel: string;
  year: string;
  fileName: string;
  onOpen: (key: string) => void;
};

export function MarketTable({ figures, level, measure, industryLabel, year, fileName, onOpen }: MarketTableProps) {
  const rows = [...figures].sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  const keyHeader = level === 'county' ? 'County FIPS' : 'State';
  const exportCsv = () =>
    saveFile(
      new Blob(
        [
          marketCsv(
            [keyHeader, level === 'county' ? 'County' : 'State name', MEASURE_LABELS[measure]],
            rows.map((r) => [r.key, r.label, r.value]),
          ),
        ],
        { type: 'text/csv' },
      ),
      fileName,
    );
  return (
    <>
      <Group justify="space-between">
        <Text size="sm">
          {rows.length.toLocaleString('en-US')} {level === 'county' ? 'counties' : 'states'} · {industryLabel} · {year}{' '}
          · sample data
        </Text>
        <Button variant="default" size="xs" onClick={exportCsv}>
          Export table (CSV)
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={420} mah={420}>
        <Table striped stickyHeader>
          <Table.Caption>
            {MEASURE_LABELS[measure]} by {level}, {industryLabel}, {year} (sample data)
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{level === 'county' ? 'County' : 'State'}</Table.Th>
              <Table.Th ta="right">{MEASURE_LABELS[measure]}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td>
                  <UnstyledButton onClick={() => onOpen(r.key)} td="underline" fz="sm">
                    {r.label}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td ta="right">{formatMeasure(measure, r.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
