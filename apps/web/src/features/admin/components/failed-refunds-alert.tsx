// Console › Payments: refunds that failed in the last 30 days (decision 091): refused by the
// gateway, or failed by the pending-refund task after every try failed; and refunds the gateway made
// that could not be booked after every try (decision 096: still pending, their amount reserved), each
// with "Book it now" (decision 098). Each links to its order; nothing is shown when there are none,
// except the notice of a refund just booked (its row has left the list).
import { Alert, Anchor, List } from '@mantine/core';
import type { FailedRefundsResponse } from '@mti/contracts/admin/console-payments';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { consoleOrderPath } from '../api/payments.ts';
import { BookRefundButton } from './book-refund-button.tsx';

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export function FailedRefundsAlert({ failed }: { failed: FailedRefundsResponse }) {
  const [booked, setBooked] = useState<string | null>(null);
  return (
    <>
      {booked && (
        <Alert
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
      <RefundsNeedingAttention failed={failed} onBooked={setBooked} />
    </>
  );
}

function RefundsNeedingAttention({
  failed,
  onBooked,
}: {
  failed: FailedRefundsResponse;
  onBooked: (notice: string) => void;
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
      <List size="sm" spacing={4}>
        {failed.refunds.map((r) => (
          <List.Item key={r.refund_id}>
            <Anchor component={Link} to={consoleOrderPath(r.order_id)}>
              Order {r.order_id}
            </Anchor>
            : {usd(r.amount_cents)} {r.kind === 'failed' ? 'not refunded' : 'refunded by the gateway but not booked'}{' '}
            after {r.attempts} {r.attempts === 1 ? 'try' : 'tries'}. {r.reason ?? 'The gateway gave no reason.'}
            {r.kind === 'not_booked' && (
              <>
                {' '}
                <BookRefundButton refund={r} onBooked={onBooked} />
              </>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
