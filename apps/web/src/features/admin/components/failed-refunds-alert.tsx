// Console › Payments: refunds that failed in the last 30 days (decision 091): refused by the
// gateway, or failed by the pending-refund task after every try failed; and refunds the gateway made
// that could not be booked after every try (decision 096: still pending, their amount reserved), each
// with "Book it now" (decision 098). Each links to its order; nothing is shown when there are none,
// except the notice of a refund just booked (its row has left the list). A booking's button leaves
// with its row: once the row is gone the focus moves to the next row's "Book it now" (the previous
// one's when it was the last), or to the notice when none is left, never to the page's body.
import { Alert, Anchor, List } from '@mantine/core';
import type { FailedRefundsResponse } from '@mti/contracts/admin/console-payments';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { consoleOrderPath } from '../api/payments.ts';
import { BookRefundButton } from './book-refund-button.tsx';

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

type AlertedRefund = FailedRefundsResponse['refunds'][number];
/** Where the focus goes once the booked refund's row has left the alert. */
type FocusAfterBooking = { booked: number; next: number | null };

/** The "Book it now" that takes the focus after a booking: the next row's, else the previous row's. */
function neighbourOf(refunds: readonly AlertedRefund[], booked: number): number | null {
  const bookable = refunds.filter((r) => r.kind === 'not_booked');
  const at = bookable.findIndex((r) => r.refund_id === booked);
  return (bookable[at + 1] ?? bookable[at - 1])?.refund_id ?? null;
}

export function FailedRefundsAlert({ failed }: { failed: FailedRefundsResponse }) {
  const [booked, setBooked] = useState<string | null>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfterBooking | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!focusAfter || failed.refunds.some((r) => r.refund_id === focusAfter.booked)) return;
    setFocusAfter(null);
    // The neighbour may have gone too (booked by the task meanwhile): then the notice.
    const next =
      focusAfter.next === null
        ? null
        : list.current?.querySelector<HTMLButtonElement>(`[data-refund-id="${focusAfter.next}"] button`);
    (next ?? notice.current)?.focus();
  }, [failed, focusAfter]);

  return (
    <>
      {booked && (
        <Alert
          ref={notice}
          tabIndex={-1}
          color="green"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setBooked(null)}
        >
          {booked}
        </Alert>
      )}
      <RefundsNeedingAttention
        failed={failed}
        listRef={list}
        onBooked={(refund, text) => {
          setBooked(text);
          setFocusAfter({ booked: refund.refund_id, next: neighbourOf(failed.refunds, refund.refund_id) });
        }}
      />
    </>
  );
}

function RefundsNeedingAttention({
  failed,
  listRef,
  onBooked,
}: {
  failed: FailedRefundsResponse;
  listRef: RefObject<HTMLUListElement | null>;
  onBooked: (refund: AlertedRefund, notice: string) => void;
}) {
  if (failed.refunds.length === 0) return null;
  const count = failed.refunds.length;
  const refunds = `${count} refund${count === 1 ? '' : 's'}`;
  const allFailed = failed.refunds.every((r) => r.kind === 'failed');
  const what = allFailed ? 'failed' : `need${count === 1 ? 's' : ''} attention`;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} />}
      title={`${refunds} ${what} in the last ${failed.days} days`}
    >
      <List size="sm" spacing={4} ref={listRef}>
        {failed.refunds.map((r) => (
          <List.Item key={r.refund_id} data-refund-id={r.refund_id}>
            <Anchor component={Link} to={consoleOrderPath(r.order_id)}>
              Order {r.order_id}
            </Anchor>
            : {usd(r.amount_cents)} {r.kind === 'failed' ? 'not refunded' : 'refunded by the gateway but not booked'}{' '}
            after {r.attempts} {r.attempts === 1 ? 'try' : 'tries'}. {r.reason ?? 'The gateway gave no reason.'}
            {r.kind === 'not_booked' && (
              <>
                {' '}
                <BookRefundButton refund={r} onBooked={(text) => onBooked(r, text)} />
              </>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
