// "Cancel" on an unpaid prospect transaction (decision 074): a confirmation naming the prospect,
// the download and the amount, then the cancel at the version the list showed. A refusal (paid
// meanwhile, being paid, changed by someone else) stays in the dialog in the server's words.
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ConsoleProspectTransactionRow } from '@mti/contracts/admin/console-prospect-transactions';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatUsd } from '../../../lib/money.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';

type Props = {
  row: ConsoleProspectTransactionRow;
  /** Cancels it; resolves once cancelled, rejects with the server's refusal. */
  onConfirm: (row: ConsoleProspectTransactionRow) => Promise<unknown>;
};

export const cancelQuestion = (row: ConsoleProspectTransactionRow) =>
  `Cancel ${row.userid}'s transaction for ${row.download_title} (${formatUsd(row.amount_cents / 100)})?`;

export function CancelProspectTransaction({ row, onConfirm }: Props) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (row.status !== 'open') return null;
  const close = () => {
    setOpened(false);
    setRefusal(null);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(row);
      close();
    } catch (error) {
      setRefusal(serverMessageOr(error, 'The transaction could not be cancelled.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={`Cancel the transaction of ${row.userid}`}
        onClick={() => setOpened(true)}
      >
        Cancel
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Cancel this prospect transaction"
        danger
        busy={busy}
        buttonLabels={['Cancel the transaction', 'Keep it']}
        onCancel={close}
        onConfirm={confirm}
        message={
          <Stack gap="xs">
            <Text>{cancelQuestion(row)}</Text>
            <Text size="sm">
              Its payment link will no longer take a payment and the prospect's order page will say it was cancelled.
              This cannot be undone; create a new transaction to offer it again.
            </Text>
            {refusal && (
              <Alert color="red" variant="light" role="alert">
                {refusal}
              </Alert>
            )}
          </Stack>
        }
      />
    </>
  );
}
