// Console › Payments › one order (against a fake of the server): an order that cannot be loaded.
import type { OrderDetailResponse } from '@mti/contracts/admin/console-payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { OrderPage } from './order-page.tsx';

const ORDER = 'GET /api/admin/console/payments/orders/42';
const slow = { timeout: 60_000 };
/** A sample order as the console answers it. */
const order: OrderDetailResponse = {
  order: {
    id: 42,
    site_id: '100101',
    userid: 'sample.member',
    created_at: '2026-11-02T10:00:00Z',
    total_cents: 4500,
    description: 'Sample prospect list',
    card_brand: 'Visa',
    card_last4: '4242',
    prospect_transaction: false,
    refunded_cents: 0,
    net_cents: 4500,
    payment_reference: 'PN-42',
    prospect_transaction_tuid: null,
  },
  lines: [{ description: 'Sample prospect list', amount_cents: 4500 }],
  refunds: [],
  refunded_cents: 0,
  refundable_cents: 4500,
  audit: [],
};

function renderOrder() {
  return renderRoutes(
    [
      { path: '/admin/console/payments/orders/:id', element: <OrderPage /> },
      { path: '/admin/console/payments', element: <h1>All orders</h1> },
    ],
    '/admin/console/payments/orders/42',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('an order that could not be loaded', () => {
  it('says an unknown order is not there and leads to all orders, without Try again', slow, async () => {
    const api = fakeApi({ [ORDER]: { status: 404, body: { code: 'not_found', msg: 'There is no order 42.' } } });
    renderOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no order 42.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('link', { name: 'Go to all orders' }));
    expect(await screen.findByRole('heading', { name: 'All orders' })).toBeVisible();
    expect(api.callsTo(ORDER)).toHaveLength(1);
  });

  it('offers Try again after a 503, which shows the order', slow, async () => {
    let failing = true;
    const api = fakeApi({
      [ORDER]: () =>
        failing ? { status: 503, body: { code: 'unavailable', msg: 'The console is busy.' } } : { body: order },
    });
    renderOrder();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByRole('alert')).toHaveTextContent('The console is busy.');
    const asked = api.callsTo(ORDER).length;
    failing = false;
    await userEvent.setup({ delay: null }).click(retry);
    expect(await screen.findByRole('heading', { name: 'Order 42' })).toBeVisible();
    expect(screen.getByText('Card: Visa ending 4242')).toBeVisible();
    expect(api.callsTo(ORDER)).toHaveLength(asked + 1);
  });
});
