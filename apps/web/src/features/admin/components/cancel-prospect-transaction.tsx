// "Cancel" on an unpaid prospect transaction (decision 074): a confirmation naming the prospect,
// the download and the amount, then the cancel at the version the list showed.
import { Text } from '@mantine/core';
import type { ConsoleProspectTransactionRow } from '@mti/contracts/admin/console-prospect-transactions';
import { formatUsd } from '../../../lib/money.ts';
import { ConfirmActionButton } from './confirm-action-button.tsx';

type Props = {
  row: ConsoleProspectTransactionRow;
  /** Cancels it; resolves once cancelled, rejects with the server's refusal. */
  onConfirm: (row: ConsoleProspectTransactionRow) => Promise<unknown>;
};

export const cancelQuestion = (row: ConsoleProspectTransactionRow) =>
  `Cancel ${row.userid}'s transaction for ${row.download_title} (${formatUsd(row.amount_cents / 100)})?`;

export function CancelProspectTransaction({ row, onConfirm }: Props) {
  if (row.status !== 'open') return null;
  return (
    <ConfirmActionButton
      label="Cancel"
      ariaLabel={`Cancel the transaction of ${row.userid}`}
      title="Cancel this prospect transaction"
      confirmLabel="Cancel the transaction"
      fallbackError="The transaction could not be cancelled."
      onConfirm={() => onConfirm(row)}
      message={
        <>
          <Text>{cancelQuestion(row)}</Text>
          <Text size="sm">
            Its payment link will no longer take a payment and the prospect's order page will say it was cancelled. This
            cannot be undone; create a new transaction to offer it again.
          </Text>
        </>
      }
    />
  );
}
