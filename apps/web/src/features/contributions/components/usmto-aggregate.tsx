// The month's aggregate as released, or why it is not shown yet (before the deadline, or to
// those who did not submit until the public release).
import { Alert, Loader, Table, Text } from '@mantine/core';
import { easternLabel, periodLabel } from '@mti/contracts/contributions/usmto-advance-deadline';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '../../../lib/http.ts';
import { usmtoAggregateQuery } from '../api/get-usmto-aggregate.ts';

const WITHHELD: Record<string, string> = {
  too_few_contributors: 'Withheld: fewer than 5 contributors',
  dominated: 'Withheld: one contributor over 25 %',
  complementary: 'Withheld: would reveal a withheld figure',
};

const number = (value: number | null, dollars = false) =>
  value === null
    ? null
    : value.toLocaleString('en-US', dollars ? { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } : {});

export function UsmtoAggregate({ period }: { period: string }) {
  const aggregate = useQuery(usmtoAggregateQuery(period));
  if (aggregate.isPending) return <Loader role="status" size="sm" aria-label="Loading the report" />;
  if (aggregate.isError)
    return (
      <Alert color="yellow" title={`${periodLabel(period)} report`}>
        {aggregate.error instanceof HttpError ? aggregate.error.msg : 'The report could not be loaded.'}
      </Alert>
    );
  const data = aggregate.data;
  const rows = [...data.categories, { ...data.total, category: 'total', label: 'All categories' }];
  return (
    <div>
      <Text size="sm" c="dimmed" mb="xs">
        {periodLabel(period)}: {data.contributors} contributors, released {easternLabel(new Date(data.released_at))}.
        Everyone sees it from {easternLabel(new Date(data.public_release))}.
        {data.sample_data ? ' Includes sample data.' : ''}
      </Text>
      <Table withTableBorder striped aria-label={`${periodLabel(period)} aggregate`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Category</Table.Th>
            <Table.Th scope="col" ta="right">
              Units
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Orders
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Contributors
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.category}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {row.suppressed ? (
                <Table.Td colSpan={3} ta="right">
                  {WITHHELD[row.suppressed]}
                </Table.Td>
              ) : (
                <>
                  <Table.Td ta="right">{number(row.units)}</Table.Td>
                  <Table.Td ta="right">{number(row.orders_dollars, true)}</Table.Td>
                  <Table.Td ta="right">{row.contributors}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
