// The arrow indicators by product category as a table (it is its own text alternative), with the
// link to the help page that explains the rule.
import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { DashboardArrows } from '@mti/contracts/dashboards/dashboard-extras';
import { Link } from 'react-router';
import { formatDashboardValue } from '../format-dashboard-value.ts';
import { ArrowIndicator } from './arrow-indicator.tsx';

const CONFIDENTIAL = 'No arrow: fewer than three participants';

export function ArrowTable({ arrows }: { arrows: DashboardArrows }) {
  return (
    <>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="xs" c="dimmed">
          Orders value of {arrows.window} against the three months before and a year earlier.
        </Text>
        <Anchor component={Link} to={arrows.helpPath} size="xs">
          How the arrows work
        </Anchor>
      </Group>
      <Table striped withTableBorder verticalSpacing={4} fz="sm">
        <VisuallyHidden component="caption">{`${arrows.title}, ${arrows.window}`}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Product category</Table.Th>
            <Table.Th scope="col" ta="right">
              Latest 3 months
            </Table.Th>
            <Table.Th scope="col">Month over month</Table.Th>
            <Table.Th scope="col">Year over year</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {arrows.rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              <Table.Td ta="right">{row.confidential ? '—' : formatDashboardValue(row.current, 'currency')}</Table.Td>
              <Table.Td>
                <ArrowIndicator arrow={row.mom} hidden={row.confidential ? CONFIDENTIAL : undefined} />
              </Table.Td>
              <Table.Td>
                <ArrowIndicator arrow={row.yoy} hidden={row.confidential ? CONFIDENTIAL : undefined} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
