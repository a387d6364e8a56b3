import { TRANSACTION_CANCELLED } from '@mti/contracts/prospects/prospects-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { userDetails } from '../../../../test/identity-fixtures.ts';
import { prospectTransaction, siteConfig, storedCard } from '../../../../test/payment-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { signInForEachTest } from '../../../../test/signed-in-session.ts';
import { ProspectOrderPage } from './prospect-order-page.tsx';

const TUID = '5e7a1c20-7d4b-4f3a-9c61-000000000701';
const base = `/api/mtprospects/transaction/${TUID}`;
const purchase = {
  success: true,
  order_id: 100042,
  pnref: 'AABCDEFGHJKL',
  appurl: 'analyzer/viewer/mtprospect-downloads',
};

function renderOrder(replies: { transaction?: FakeReply; card?: FakeReply; pnref?: FakeReply; cc?: FakeReply } = {}) {
  const api = fakeApi({
    'GET /api/mti/user': {
      body: userDetails({ name_first: 'Jordan', name_last: 'Blake', user_email: 'jb@example.com' }),
    },
    'GET /assets/config/config.json': { body: siteConfig },
    [`GET ${base}`]: replies.transaction ?? { body: prospectTransaction() },
    'GET /api/mti/payment/': replies.card ?? { body: storedCard({ last4digits: '4242' }) },
    [`POST ${base}/processpnref`]: replies.pnref ?? { body: purchase },
    [`POST ${base}/processcc`]: replies.cc ?? { body: purchase },
  });
  const view = renderRoutes(
    [
      { path: '/prospects/:tuid', Component: ProspectOrderPage },
      { path: '/analyzer/viewer/:app', element: <h1>Download history</h1> },
    ],
    `/prospects/${TUID}`,
  );
  return { ...view, api, user: userEvent.setup({ delay: null }) };
}

async function fillNewCard(user: ReturnType<typeof userEvent.setup>, number = '5555 5555 5555 4444') {
  await enter(user, screen.getByLabelText(/Credit Card Number/), number);
  await user.selectOptions(screen.getByLabelText(/Month/), '05');
  await user.selectOptions(screen.getByLabelText(/^Year/), String(new Date().getFullYear() + 2));
  await enter(user, screen.getByLabelText(/Security Code/), '321');
  await enter(user, screen.getByLabelText(/^Street/), '17 Foundry Lane');
  await enter(user, screen.getByLabelText(/^City/), 'Rockford');
  await user.selectOptions(screen.getByLabelText(/State \/ Country/), 'IL');
  await enter(user, screen.getByLabelText(/Zip \/ Postal Code/), '61101');
}

/** Enters a whole value at once: typing it key by key re-renders the long form for every key. */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

signInForEachTest('100700');

// The card form is long: on a loaded machine filling it takes longer than the default 5 s.
describe('prospects/{tuid}', { timeout: 20_000 }, () => {
  it("heads the page 'Your {app title} Order', with Billing Details and Order Summary", async () => {
    renderOrder({ transaction: { body: prospectTransaction({ app_title: 'Prospect <em>Download</em> History' }) } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Prospect Download History Order' }),
    ).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('IMTS 2026 Registrants — Metal Cutting, Great Lakes')).toBeVisible();
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('Your Order Total$495.00');
    expect(screen.getByRole('region', { name: 'Billing Details' })).toBeVisible();
  });

  it('pays with the saved card, then opens the download history with a toast', async () => {
    const { user, api, router } = renderOrder();
    const billing = await screen.findByRole('region', { name: 'Billing Details' });
    expect(within(billing).getByText('Visa ending in 4242')).toBeVisible();
    await user.click(within(billing).getByRole('button', { name: 'Pay $495.00 with this card' }));
    expect(await screen.findByRole('heading', { name: 'Download history' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/analyzer/viewer/mtprospect-downloads');
    expect(screen.getByText(/Your payment was received \(order #100042\)/)).toBeVisible();
    expect(api.callsTo(`POST ${base}/processpnref`).map((c) => c.body)).toEqual([
      { amt: 495, comment: '1,240 registrant contacts with e-mail opt-in, as a CSV download' },
    ]);
  });

  it('switches to a new card: the form, its messages after a submit attempt, and the payload', async () => {
    const { user, api } = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Use a different card' }));
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Jordan');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('jb@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay $495.00' }));
    expect(screen.getByText('Credit Card Number is required')).toBeVisible();
    expect(api.callsTo(`POST ${base}/processcc`)).toHaveLength(0);

    await fillNewCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $495.00' }));
    expect(await screen.findByRole('heading', { name: 'Download history' })).toBeVisible();
    expect(api.callsTo(`POST ${base}/processcc`)[0]?.body).toMatchObject({
      cc: '5555555555554444',
      ccv2: '321',
      state: 'IL',
      amt: 495,
      comment: '1,240 registrant contacts with e-mail opt-in, as a CSV download',
    });
    expect(api.callsTo(`POST ${base}/processpnref`)).toHaveLength(0);
  });

  it('shows the new-card form straight away without a saved card, with no way back to one', async () => {
    renderOrder({ card: { body: {} } });
    expect(await screen.findByLabelText(/Credit Card Number/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use my saved card' })).toBeNull();
  });

  it("shows a decline as 'Error : {msg}' and lets the user try another card", async () => {
    const { user } = renderOrder({
      pnref: {
        status: 402,
        body: { code: 'insufficient_funds', msg: 'Your card has insufficient funds. Please use a different card.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay $495.00 with this card' }));
    const banner = (await screen.findByText(/^Error : /)).closest('[role="alert"]');
    expect(banner).toHaveTextContent('Error : Your card has insufficient funds. Please use a different card.');
    await user.click(screen.getByRole('button', { name: 'Use a different card' }));
    expect(screen.queryByText(/^Error : /)).toBeNull();
    expect(screen.getByLabelText(/Credit Card Number/)).toBeVisible();
  });

  it("says 'Transaction already processed' for a processed transaction, and offers no payment", async () => {
    renderOrder({ transaction: { body: prospectTransaction({ is_processed: 1 }) } });
    expect(await screen.findByText('Transaction already processed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open my download history' })).toHaveAttribute(
      'href',
      '/analyzer/viewer/mtprospect-downloads',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says a cancelled order can no longer be paid, and offers no payment', async () => {
    renderOrder({ transaction: { body: prospectTransaction({ is_cancelled: 1 }) } });
    expect(await screen.findByText(TRANSACTION_CANCELLED)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Billing Details' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it("shows someone else's order as the 'Error : {msg}' banner", async () => {
    renderOrder({
      transaction: { status: 403, body: { code: 'forbidden', msg: 'You do not have permission to access this page.' } },
    });
    const banner = (await screen.findByText(/^Error : /)).closest('[role="alert"]');
    expect(banner).toHaveTextContent('Error : You do not have permission to access this page.');
    expect(screen.queryByRole('region', { name: 'Billing Details' })).toBeNull();
  });
});
