// The territories side by side: potential, establishments, employment and USMTO orders, each
// territory's share of the plan's potential against its target share, and the balance.
import { Table, Text } from '@mantine/core';
import type { TerritoryFiguresResponse } from '@mti/contracts/territory-wizard/territory-api';

const number = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const BALANCE_TEXT = { over: '▲ Over', balanced: '● Balanced', under: '▼ Under' } as const;
// Dark shades: readable (WCAG AA) on the striped rows too; the arrow and word carry the meaning.
const BALANCE_COLOR = { over: 'red.9', balanced: 'teal.9', under: 'blue.9' } as const;

export function FiguresTable({ figures }: { figures: TerritoryFiguresResponse }) {
  const basis = figures.target_basis === 'reps' ? 'share of the reps' : 'an even split';
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label="Territory figures">
        <Table.Caption>
          Sample data, {figures.year}. Potential is estimated machine-tool consumption; USMTO orders are each state's
          orders shared out by its counties' consumption. Target share: {basis}.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Territory</Table.Th>
            <Table.Th ta="right">Reps</Table.Th>
            <Table.Th ta="right">Potential</Table.Th>
            <Table.Th ta="right">Establishments</Table.Th>
            <Table.Th ta="right">Employment</Table.Th>
            <Table.Th ta="right">USMTO orders</Table.Th>
            <Table.Th ta="right">Share of potential</Table.Th>
            <Table.Th ta="right">Target share</Table.Th>
            <Table.Th>Balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.territories.map((t) => (
            <Table.Tr key={t.name}>
              <Table.Th scope="row">{t.name}</Table.Th>
              <Table.Td ta="right">{t.rep_count}</Table.Td>
              <Table.Td ta="right">{usd.format(t.potential)}</Table.Td>
              <Table.Td ta="right">{number.format(t.establishments)}</Table.Td>
              <Table.Td ta="right">{number.format(t.employment)}</Table.Td>
              <Table.Td ta="right">{usd.format(t.orders)}</Table.Td>
              <Table.Td ta="right">{percent.format(t.potential_share)}</Table.Td>
              <Table.Td ta="right">{percent.format(t.target_share)}</Table.Td>
              <Table.Td>
                <Text span size="sm" fw={600} c={BALANCE_COLOR[t.balance]}>
                  {BALANCE_TEXT[t.balance]}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
