// Console › Payments: the alert of refunds that failed (decision 091) says how many, what each
// order was owed, how often it was tried and the gateway's reason, and reaches the order by keyboard;
// with none, nothing shows. A refund the gateway made but the portal never booked has "Book it now"
// (decision 098), driven by keyboard against a fake of the server, as the Payments page loads it;
// after a booking the focus moves to the next row's button, or to the notice when none is left.

import {
  type BookRefundResponse,
  type FailedRefundsResponse,
  REFUND_GATEWAY_UNREACHABLE,
} from '@mti/contracts/admin/console-payments';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { consoleOrderPath, failedRefundsQuery } from '../api/payments.ts';
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

describe('Book it now on a refund the gateway made but the portal never booked (decision 098)', () => {
  const notBooked: FailedRefundsResponse['refunds'][number] = {
    kind: 'not_booked',
    refund_id: 9,
    order_id: 1044,
    amount_cents: 123450,
    reason: 'The gateway refunded it (reference re_1) but it could not be booked here.',
    attempts: 3,
    requested_at: '2026-11-28T12:00:00Z',
  };
  const failedOne = failed.refunds[1] as FailedRefundsResponse['refunds'][number];
  const FAILED_REFUNDS = 'GET /api/admin/console/payments/failed-refunds';
  const BOOK = 'POST /api/admin/console/payments/refunds/9/book';
  const bookedReply: BookRefundResponse = {
    order_id: 1044,
    refund: {
      id: 9,
      at: '2026-11-29T07:00:00Z',
      amount_cents: 123450,
      gateway_reference: 're_1',
      status: 'done',
      actor_userid: 'admin',
      retry_attempts: 3,
      last_error: null,
    },
    refunded_cents: 123450,
  };

  /** The alert as the Payments page shows it: loaded from the server, loaded again after a change. */
  function PaymentsAlert() {
    const loaded = useQuery(failedRefundsQuery());
    return loaded.data ? <FailedRefundsAlert failed={loaded.data} /> : null;
  }
  /** A server whose alert lists the refund until the booking call succeeds. */
  function renderAlert(book: (booked: () => void) => FakeReply | Promise<FakeReply>) {
    let listed = [failedOne, notBooked];
    const api = fakeApi({
      [FAILED_REFUNDS]: () => ({ body: { days: 30, refunds: listed } }),
      [BOOK]: () =>
        book(() => {
          listed = [failedOne];
        }),
    });
    renderRoutes([{ path: '/', element: <PaymentsAlert /> }]);
    return { api, user: userEvent.setup({ delay: null }) };
  }

  beforeEach(() => setAccessToken('t'));
  afterEach(() => {
    setAccessToken(null);
    vi.unstubAllGlobals();
  });

  it(
    'asks first naming the order and amount, waits while booking, then says so and the row leaves the alert',
    slow,
    async () => {
      let answer: (reply: FakeReply) => void = () => undefined;
      const { api, user } = renderAlert(
        (booked) =>
          new Promise<FakeReply>((resolve) => {
            answer = (reply) => {
              booked();
              resolve(reply);
            };
          }),
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('2 refunds need attention in the last 30 days');
      // Only the refund the gateway made can be booked: the failed one has no button.
      expect(within(alert).getAllByRole('button', { name: /Book it now/ })).toHaveLength(1);
      await user.tab(); // Order 1043
      await user.tab(); // Order 1044
      await user.tab();
      const button = screen.getByRole('button', { name: 'Book it now: order 1044' });
      expect(button).toHaveFocus();

      await user.keyboard('{Enter}');
      let dialog = await screen.findByRole('dialog', { name: 'Book this refund now' });
      expect(dialog).toHaveTextContent('Book the refund of $1,234.50 on order 1044 now?');
      await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
      expect(api.callsTo(BOOK)).toHaveLength(0);

      await user.click(button);
      dialog = await screen.findByRole('dialog', { name: 'Book this refund now' });
      const confirm = within(dialog).getByRole('button', { name: 'Book it now' });
      confirm.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(api.callsTo(BOOK)).toHaveLength(1));
      // Waiting for the server: the confirm button shows it is busy and cannot be pressed again.
      await waitFor(() => expect(confirm).toHaveAttribute('data-loading'));
      expect(confirm).toBeDisabled();
      answer({ body: bookedReply });

      expect(await screen.findByRole('status')).toHaveTextContent('The refund of $1,234.50 on order 1044 is booked.');
      await waitFor(() => expect(screen.queryByRole('button', { name: /Book it now/ })).toBeNull());
      expect(screen.getByRole('alert')).toHaveTextContent('1 refund failed in the last 30 days');
      expect(screen.getByRole('alert')).not.toHaveTextContent('Order 1044');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.callsTo(BOOK)).toHaveLength(1);
    },
  );

  it(
    'moves the focus to the next row\u2019s Book it now, then to the notice once none is left, by keyboard only',
    slow,
    async () => {
      const second: FailedRefundsResponse['refunds'][number] = { ...notBooked, refund_id: 10, order_id: 1045 };
      let listed = [notBooked, failedOne, second];
      const bookedAs = (id: number, order: number) => () => {
        listed = listed.filter((r) => r.refund_id !== id);
        return { body: { ...bookedReply, order_id: order, refund: { ...bookedReply.refund, id } } };
      };
      const api = fakeApi({
        [FAILED_REFUNDS]: () => ({ body: { days: 30, refunds: listed } }),
        [BOOK]: bookedAs(9, 1044),
        'POST /api/admin/console/payments/refunds/10/book': bookedAs(10, 1045),
      });
      renderRoutes([{ path: '/', element: <PaymentsAlert /> }]);
      const user = userEvent.setup({ delay: null });
      /** Tabs (a few times at most) until the dialog's confirm button has the focus. */
      const tabTo = async (target: HTMLElement) => {
        await waitFor(() =>
          expect(target.closest('[role="dialog"]')).toContainElement(document.activeElement as HTMLElement),
        );
        for (let i = 0; i < 4 && document.activeElement !== target; i++) await user.tab();
        expect(target).toHaveFocus();
      };
      await screen.findByRole('alert');
      await user.tab(); // Order 1044
      await user.tab();
      expect(screen.getByRole('button', { name: 'Book it now: order 1044' })).toHaveFocus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Book this refund now' });
      await tabTo(within(dialog).getByRole('button', { name: 'Book it now' }));
      await user.keyboard('{Enter}');

      await waitFor(() => expect(screen.queryByRole('button', { name: 'Book it now: order 1044' })).toBeNull());
      // Past the dialog's own focus return (10 ms) and its closing transition.
      await new Promise((r) => setTimeout(r, 300));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book it now: order 1045' }));

      await user.keyboard('{Enter}');
      const again = await screen.findByRole('dialog', { name: 'Book this refund now' });
      expect(again).toHaveTextContent('on order 1045');
      await tabTo(within(again).getByRole('button', { name: 'Book it now' }));
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('button', { name: /Book it now/ })).toBeNull());
      await new Promise((r) => setTimeout(r, 300));
      const notice = screen.getByRole('status');
      expect(notice).toHaveTextContent('The refund of $1,234.50 on order 1045 is booked.');
      expect(document.activeElement).toBe(notice);
      expect(api.callsTo(BOOK)).toHaveLength(1);
    },
  );

  it('keeps the server\u2019s refusal in the dialog and the row in the alert', slow, async () => {
    const { api, user } = renderAlert(() => ({
      status: 502,
      body: { code: 'gateway_unreachable', msg: REFUND_GATEWAY_UNREACHABLE },
    }));
    await user.click(await screen.findByRole('button', { name: 'Book it now: order 1044' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book this refund now' });
    await user.click(within(dialog).getByRole('button', { name: 'Book it now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUND_GATEWAY_UNREACHABLE);
    expect(dialog).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    // The alert behind the dialog still lists the refund: nothing was loaded again.
    expect(screen.getByRole('button', { name: 'Book it now: order 1044', hidden: true })).toBeInTheDocument();
    expect(api.callsTo(FAILED_REFUNDS)).toHaveLength(1);
  });
});
