// Overview's top 10 industries or products (spec §9), each with an export of its contacts, and
// More Industries / More Products for the full list.
import { Button, Paper, Stack, Table, Title } from '@mantine/core';
import type { ValueCount } from '@mti/contracts/passport/passport-api';
import { TOP_LIST_SIZE } from '@mti/contracts/passport/passport-values';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCount } from '../format-count.ts';

type TopValuesCardProps = {
  title: string;
  /** "More Industries", "More Products". */
  moreLabel: string;
  values: readonly ValueCount[];
  onExport: (value: string) => void;
  /** The value whose export is on its way. */
  exporting: string | null;
};

export function TopValuesCard({ title, moreLabel, values, onExport, exporting }: TopValuesCardProps) {
  const [all, setAll] = useState(false);
  const shown = all ? values : values.slice(0, TOP_LIST_SIZE);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Table aria-label={title} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Contacts</Table.Th>
              <Table.Th>Contact list</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((v) => (
              <Table.Tr key={v.value}>
                <Table.Td>{v.value}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(v.count)}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    leftSection={<IconDownload size={14} />}
                    aria-label={`Export ${v.value}`}
                    loading={exporting === v.value}
                    disabled={exporting !== null && exporting !== v.value}
                    onClick={() => onExport(v.value)}
                  >
                    Export
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {values.length > TOP_LIST_SIZE && (
          <div>
            <Button variant="light" size="xs" onClick={() => setAll((a) => !a)} aria-expanded={all}>
              {all ? `Top ${TOP_LIST_SIZE} only` : moreLabel}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
