// "Book it now" on a refund the gateway made but the portal never booked (decision 098): a dialog
// naming the order and amount, then the server asks the gateway again with the refund's own key and
// books its answer. A refusal (already booked, gateway still down) stays in the dialog in the server's
// words; once booked the alert is loaded again, without this row, and the notice says so. The button
// leaves with its row, so the dialog does not hand the focus back to it: the alert moves it.
import { Text } from '@mantine/core';
import type { FailedRefundsResponse } from '@mti/contracts/admin/console-payments';
import { formatUsd } from '../../../lib/money.ts';
import { useBookRefund } from '../api/payments.ts';
import { ConfirmActionButton } from './confirm-action-button.tsx';

type AlertedRefund = FailedRefundsResponse['refunds'][number];

const usd = (cents: number) => formatUsd(cents / 100);
export const bookRefundQuestion = (r: AlertedRefund) =>
  `Book the refund of ${usd(r.amount_cents)} on order ${r.order_id} now?`;
export const refundBookedNotice = (r: AlertedRefund) =>
  `The refund of ${usd(r.amount_cents)} on order ${r.order_id} is booked.`;

type Props = { refund: AlertedRefund; onBooked: (notice: string) => void };

export function BookRefundButton({ refund, onBooked }: Props) {
  const book = useBookRefund();
  return (
    <ConfirmActionButton
      label="Book it now"
      ariaLabel={`Book it now: order ${refund.order_id}`}
      title="Book this refund now"
      tone="primary"
      confirmLabel="Book it now"
      cancelLabel="Not now"
      returnFocusWhenDone={false}
      fallbackError="The refund could not be booked."
      onConfirm={async () => {
        await book.mutateAsync(refund.refund_id);
        onBooked(refundBookedNotice(refund));
      }}
      message={
        <>
          <Text>{bookRefundQuestion(refund)}</Text>
          <Text size="sm">
            The payment gateway is asked again with this refund's own key, so it refunds at most once: it answers with
            the refund it already made, which is then booked here and audited under your name.
          </Text>
        </>
      }
    />
  );
}
