// The participant's months: the current version of each, and the versions it replaced.
import { Anchor, Table, Text } from '@mantine/core';
import type { AgmaMonth } from '@mti/contracts/contributions/agma-api';
import { useQuery } from '@tanstack/react-query';
import { downloadAgmaVersion } from '../api/download-agma-version.ts';
import { agmaUploadsQuery } from '../api/get-agma-uploads.ts';

const dollars = (value: string) =>
  Number(value).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function VersionRow({
  month,
  version,
  current,
}: {
  month: AgmaMonth;
  version: AgmaMonth['current'];
  current: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td>{current ? month.rpt_date : ''}</Table.Td>
      <Table.Td>
        {version.version}
        {current ? ' (current)' : ' (replaced)'}
      </Table.Td>
      <Table.Td>
        <Anchor
          component="button"
          type="button"
          onClick={() => downloadAgmaVersion(month.rpt_date, version.version, version.file_name)}
        >
          {version.file_name}
        </Anchor>
      </Table.Td>
      <Table.Td ta="right">{version.rows.toLocaleString('en-US')}</Table.Td>
      <Table.Td ta="right">{version.units.toLocaleString('en-US')}</Table.Td>
      <Table.Td ta="right">{dollars(version.orders_dollars)}</Table.Td>
      <Table.Td ta="right">{dollars(version.shipments_dollars)}</Table.Td>
      <Table.Td>{new Date(version.uploaded_at).toLocaleString('en-US')}</Table.Td>
    </Table.Tr>
  );
}

export function AgmaHistory() {
  const uploads = useQuery(agmaUploadsQuery());
  if (!uploads.data) return null;
  if (uploads.data.months.length === 0)
    return <Text c="dimmed">No reports uploaded yet: upload your first month above.</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table withTableBorder aria-label="Uploaded reports">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Month ending</Table.Th>
            <Table.Th scope="col">Version</Table.Th>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col" ta="right">
              Rows
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Units
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Orders
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Shipments
            </Table.Th>
            <Table.Th scope="col">Uploaded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {uploads.data.months.flatMap((month) => [
            <VersionRow key={`${month.rpt_date}-current`} month={month} version={month.current} current />,
            ...month.history.map((v) => (
              <VersionRow key={`${month.rpt_date}-${v.version}`} month={month} version={v} current={false} />
            )),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
