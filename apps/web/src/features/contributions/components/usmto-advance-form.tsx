// The month's orders per category, checked with the contract's rules before they are sent.
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { AGMA_RULES, isAgmaDollars, isAgmaUnits } from '@mti/contracts/contributions/agma-rules';
import {
  type SubmitUsmtoAdvanceBody,
  USMTO_ADVANCE_CATEGORIES,
  type UsmtoAdvanceStatus,
} from '@mti/contracts/contributions/usmto-advance-api';
import { easternLabel, periodLabel } from '@mti/contracts/contributions/usmto-advance-deadline';
import { useState } from 'react';
import { HttpError } from '../../../lib/http.ts';
import { useSubmitUsmtoAdvance } from '../api/submit-usmto-advance.ts';
import { FigureInput } from './figure-input.tsx';

type Lines = Record<string, { units: string; orders_dollars: string }>;

const DECIMAL_COMMA = 'Use a dot for decimals and no thousands separators: 1234.50, not 1.234,50 or 1,234.50.';

/** The dollars rule's message, with a hint when the comma is the trouble. */
function dollarsError(value: string): string | null {
  if (isAgmaDollars(value)) return null;
  return value.includes(',') ? `${AGMA_RULES.dollars} ${DECIMAL_COMMA}` : AGMA_RULES.dollars;
}

function initialLines(status: UsmtoAdvanceStatus, period: string): Lines {
  const earlier = status.submissions.find((s) => s.period === period);
  return Object.fromEntries(
    USMTO_ADVANCE_CATEGORIES.map((c) => {
      const line = earlier?.lines.find((l) => l.category === c.key);
      return [c.key, { units: line ? String(line.units) : '0', orders_dollars: line?.orders_dollars ?? '0' }];
    }),
  );
}

export function UsmtoAdvanceForm({ status, period }: { status: UsmtoAdvanceStatus; period: string }) {
  const [lines, setLines] = useState<Lines>(() => initialLines(status, period));
  const [attempted, setAttempted] = useState(false);
  const submit = useSubmitUsmtoAdvance();
  const submitted = status.submissions.some((s) => s.period === period);
  const errors = Object.fromEntries(
    USMTO_ADVANCE_CATEGORIES.map((c) => {
      const line = lines[c.key] as Lines[string];
      return [
        c.key,
        { units: isAgmaUnits(line.units) ? null : AGMA_RULES.units, orders_dollars: dollarsError(line.orders_dollars) },
      ];
    }),
  );
  const valid = Object.values(errors).every((e) => !e.units && !e.orders_dollars);
  const set = (key: string, field: 'units' | 'orders_dollars', value: string) =>
    setLines((all) => ({ ...all, [key]: { ...(all[key] as Lines[string]), [field]: value } }));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!valid) return;
    const body: SubmitUsmtoAdvanceBody = {
      lines: USMTO_ADVANCE_CATEGORIES.map((c) => ({ category: c.key, ...(lines[c.key] as Lines[string]) })),
    };
    submit.mutate({ period, body });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Orders of ${periodLabel(period)}`}>
      <Stack gap="sm">
        <Text>
          Enter your orders of <strong>{periodLabel(period)}</strong> by{' '}
          <strong>{status.deadline ? easternLabel(new Date(status.deadline)) : ''}</strong>. Units are whole numbers;
          dollars are plain numbers with up to 2 decimals, without a currency sign or commas. Enter 0 where you had
          none.
        </Text>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col">Units</Table.Th>
              <Table.Th scope="col">Orders (USD)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {USMTO_ADVANCE_CATEGORIES.map((c) => {
              const line = lines[c.key] as Lines[string];
              const error = errors[c.key] as { units: string | null; orders_dollars: string | null };
              return (
                <Table.Tr key={c.key}>
                  <Table.Th scope="row">{c.label}</Table.Th>
                  <Table.Td>
                    <FigureInput
                      label={`${c.label} units`}
                      value={line.units}
                      onChange={(v) => set(c.key, 'units', v)}
                      error={attempted ? error.units : null}
                    />
                  </Table.Td>
                  <Table.Td>
                    <FigureInput
                      label={`${c.label} orders (USD)`}
                      value={line.orders_dollars}
                      onChange={(v) => set(c.key, 'orders_dollars', v)}
                      error={attempted ? error.orders_dollars : null}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {submit.isError && (
          <Alert color="red" title="Not submitted">
            {submit.error instanceof HttpError ? submit.error.msg : 'Please try again.'}
          </Alert>
        )}
        {submit.isSuccess && (
          <Alert color="green" title="Submitted">
            Your {periodLabel(period)} orders are in. You may change them until the deadline.
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={submit.isPending}>
            {submitted ? 'Replace my submission' : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
