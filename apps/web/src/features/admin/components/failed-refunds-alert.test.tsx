// Console › Payments: the alert of refunds that failed (decision 091) says how many, what each
// order was owed, how often it was tried and the gateway's reason, and reaches the order by keyboard;
// with none, nothing shows.

import type { FailedRefundsResponse } from '@mti/contracts/admin/console-payments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { consoleOrderPath } from '../api/payments.ts';
import { FailedRefundsAlert } from './failed-refunds-alert.tsx';

const slow = { timeout: 60_000 };
const failed: FailedRefundsResponse = {
  days: 30,
  refunds: [
    {
      kind: 'failed',
      refund_id: 7,
      order_id: 1042,
      amount_cents: 123456,
      reason: 'Gateway unreachable: connection refused',
      attempts: 12,
      requested_at: '2026-11-28T10:00:00Z',
    },
    {
      kind: 'failed',
      refund_id: 8,
      order_id: 1043,
      amount_cents: 500,
      reason: null,
      attempts: 1,
      requested_at: '2026-11-28T11:00:00Z',
    },
  ],
};

describe('the failed refunds alert', () => {
  it('names each order, its amount, its tries and the reason, and opens the order by keyboard', slow, async () => {
    renderRoutes([
      { path: '/', element: <FailedRefundsAlert failed={failed} /> },
      { path: consoleOrderPath(1042), element: <p>Order 1042 page</p> },
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('2 refunds failed in the last 30 days');
    expect(alert).toHaveTextContent(
      'Order 1042: $1,234.56 not refunded after 12 tries. Gateway unreachable: connection refused',
    );
    expect(alert).toHaveTextContent('Order 1043: $5.00 not refunded after 1 try. The gateway gave no reason.');
    const user = userEvent.setup({ delay: null });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Order 1042' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Order 1042 page')).toBeInTheDocument();
  });

  it('says when the gateway refunded but the portal could not book it (decision 096)', () => {
    const notBooked: FailedRefundsResponse = {
      days: 30,
      refunds: [
        {
          kind: 'not_booked',
          refund_id: 9,
          order_id: 1044,
          amount_cents: 1000,
          reason: 'The gateway refunded it (reference re_1) but it could not be booked here.',
          attempts: 3,
          requested_at: '2026-11-28T12:00:00Z',
        },
      ],
    };
    renderRoutes([{ path: '/', element: <FailedRefundsAlert failed={notBooked} /> }]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('1 refund needs attention in the last 30 days');
    expect(alert).toHaveTextContent(
      'Order 1044: $10.00 refunded by the gateway but not booked after 3 tries. The gateway refunded it (reference re_1)',
    );
  });

  it('shows nothing when no refund failed', () => {
    renderRoutes([{ path: '/', element: <FailedRefundsAlert failed={{ days: 30, refunds: [] }} /> }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
