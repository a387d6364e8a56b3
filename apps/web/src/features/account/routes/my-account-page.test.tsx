import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { userDetails } from '../../../../test/identity-fixtures.ts';
import { order, siteConfig, storedCard } from '../../../../test/payment-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { MyAccountPage } from './my-account-page.tsx';

function renderMyAccount(replies: { user?: FakeReply; orders?: FakeReply; payment?: FakeReply } = {}) {
  fakeApi({
    'GET /api/mti/user': replies.user ?? { body: userDetails({ mti_sub_exp_date: '2035-12-31' }) },
    'GET /api/mti/orders': replies.orders ?? { body: [order(), order({ id: 1002, total: 495.5 })] },
    'GET /api/mti/payment': replies.payment ?? { body: storedCard() },
    'GET /assets/config/config.json': { body: siteConfig },
  });
  return renderRoutes(
    [
      { path: '/myaccount', Component: MyAccountPage },
      { path: '/500', element: <h1>Server error page</h1> },
      { path: '/403', element: <h1>Forbidden page</h1> },
    ],
    '/myaccount',
  );
}

const section = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  signInWithCookie('1001');
  setAccessToken('t');
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

// Three sections and a table: on a loaded machine rendering them takes longer than the default 5 s.
describe('My Account', { timeout: 20_000 }, () => {
  it('shows an active subscription, the stored card with its expiry and billing address, and the orders', async () => {
    renderMyAccount();
    const info = await section('Information/Security');
    expect(await within(info).findByText('Your subscription is active.')).toBeVisible();
    expect(within(info).getByText('It runs through December 31, 2035.')).toBeVisible();
    expect(within(info).getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/changepassword');

    const payment = await section('Payment Method/Billing Address');
    expect(await within(payment).findByText('Visa ending in 1111')).toBeVisible();
    expect(within(payment).getByTestId('card-expiry')).toHaveTextContent(`Expires 07/${new Date().getFullYear() + 3}`);
    expect(within(payment).getByTestId('billing-address')).toHaveTextContent('4120 Spindle RowDayton, OH 45402');
    expect(within(payment).getByRole('link', { name: 'Update Payment Method' })).toHaveAttribute(
      'href',
      '/payment/update',
    );

    const orders = within(await section('Orders (past 12 months)')).getByRole('table');
    expect(
      within(orders)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Total', 'Summary', 'Order #']);
    expect(await within(orders).findByText('$1,495.00')).toBeVisible();
    expect(within(orders).getByText('$495.50')).toBeVisible();
    expect(within(orders).getByText('1002')).toBeVisible();
  });

  it('shows the expiry notice with the date when the subscription ended, and an expired card in the expired style', async () => {
    renderMyAccount({
      user: { body: userDetails({ is_mti_subscription_active: false, mti_sub_exp_date: '2024-06-30' }) },
      payment: { body: storedCard({ brand: 'mastercard', last4digits: '4444', exp_yyyymm: '202403' }) },
      orders: { body: [] },
    });
    const info = await section('Information/Security');
    expect(await within(info).findByText('Your subscription expired on June 30, 2024.')).toBeVisible();
    expect(within(info).getByText(/To renew it, call/)).toHaveTextContent(
      'To renew it, call (703) 555-0142 (Mon-Fri 8am-5pm EST).',
    );
    const payment = await section('Payment Method/Billing Address');
    expect(await within(payment).findByTestId('card-expiry')).toHaveTextContent('Expired 03/2024');
    expect(within(payment).queryByText(/^Expires/)).toBeNull();
  });

  it('asks a user without a subscription to call to activate, offers to add a card, and says there are no orders', async () => {
    renderMyAccount({
      user: { body: userDetails({ is_mti_subscription_active: false, mti_sub_exp_date: null, is_amt_member: false }) },
      payment: { body: {} },
      orders: { body: [] },
    });
    const info = await section('Information/Security');
    expect(await within(info).findByText('Your subscription is not active.')).toBeVisible();
    expect(within(info).getByRole('link', { name: '(703) 555-0142' })).toHaveAttribute('href', 'tel:7035550142');
    const payment = await section('Payment Method/Billing Address');
    expect(await within(payment).findByText('No payment method on file.')).toBeVisible();
    expect(within(payment).getByRole('link', { name: 'Add Payment Method' })).toHaveAttribute('href', '/payment/add');
    expect(await within(await section('Orders (past 12 months)')).findByText('No orders.')).toBeVisible();
  });

  it('shows an order description as formatting only, never as a script or a link', async () => {
    renderMyAccount({
      orders: {
        body: [
          order({
            description:
              '<b>Renewal</b><script>window.ordersHacked = true</script><img src=x onerror="window.ordersHacked = true"><a href="https://evil.example">click</a>',
          }),
        ],
      },
    });
    const orders = await section('Orders (past 12 months)');
    const bold = await within(orders).findByText('Renewal');
    expect(bold.tagName).toBe('B');
    expect(orders.querySelector('script, img, a')).toBeNull();
    expect(within(orders).getByText('click')).toBeVisible();
    expect((window as { ordersHacked?: boolean }).ordersHacked).toBeUndefined();
  });

  it('opens the page of the status when the orders call fails', async () => {
    const { router } = renderMyAccount({ orders: { status: 500, body: { code: 'internal', msg: 'Boom' } } });
    // A server failure is tried once more before the page gives up.
    expect(await screen.findByRole('heading', { name: 'Server error page' }, { timeout: 4000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/500');
  });

  it('opens the page of the status when the payment call fails', async () => {
    const { router } = renderMyAccount({ payment: { status: 403, body: { code: 'forbidden', msg: 'No' } } });
    expect(await screen.findByRole('heading', { name: 'Forbidden page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/403');
  });
});
