// The table of the survey's percentage pages (metals, markets): a name column and one or more %
// columns of inputs, with a total row whose figures show their not-100 message.
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SurveyNumberInput } from './survey-number-input.tsx';
import classes from './survey-table.module.css';
import { formatPercentTotal } from './survey-totals.ts';

export type PercentTotal = {
  value: number;
  /** The not-100 message, or null when the total is fine (or the month shipped nothing). */
  error: string | null;
  /** Names the figure (and `{testId}-error` its message) for the tests. */
  testId: string;
};

type PercentTableProps = {
  label: string;
  nameHeader: string;
  columns: readonly { key: string; header: string }[];
  totalLabel: string;
  totals: readonly PercentTotal[];
  /** The body: Table.Tbody elements (one, or one per group). */
  children: ReactNode;
};

export function PercentTable({ label, nameHeader, columns, totalLabel, totals, children }: PercentTableProps) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table className={classes.table} verticalSpacing={6} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameHeader}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} className={classes.figure}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {children}
        <Table.Tfoot>
          <Table.Tr className={classes.totalRow}>
            <Table.Th scope="row">{totalLabel}</Table.Th>
            {totals.map((total) => (
              <Table.Td key={total.testId} className={classes.figure}>
                <span data-testid={total.testId}>{formatPercentTotal(total.value)}</span>
                {total.error !== null && (
                  <Text size="xs" c="red.8" className={classes.totalError} data-testid={`${total.testId}-error`}>
                    {total.error}
                  </Text>
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One % input of a row, named '{row} {column}' for assistive technology. */
export function PercentInputCell({
  rowName,
  columnHeader,
  value,
  disabled,
  onValueChange,
}: {
  rowName: string;
  columnHeader: string;
  value: string;
  disabled: boolean;
  onValueChange: (value: string) => void;
}) {
  return (
    <Table.Td className={classes.figure}>
      <SurveyNumberInput
        kind="percent"
        aria-label={`${rowName} ${columnHeader}`}
        value={value}
        disabled={disabled}
        onValueChange={onValueChange}
      />
    </Table.Td>
  );
}
