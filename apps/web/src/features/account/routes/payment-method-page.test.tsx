import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { userDetails } from '../../../../test/identity-fixtures.ts';
import { siteConfig, storedCard } from '../../../../test/payment-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { signInForEachTest } from '../../../../test/signed-in-session.ts';
import { PaymentMethodPage } from './payment-method-page.tsx';

const nextYear = String(new Date().getFullYear() + 1);

function renderPaymentPage(path: string, addcc: FakeReply = { body: storedCard({ last4digits: '4242' }) }) {
  const api = fakeApi({
    'GET /api/mti/user': { body: userDetails() },
    'GET /api/mti/payment': { body: storedCard({ street: '9 Old Road', city: 'Akron', state: 'OH', zip: '44308' }) },
    'GET /assets/config/config.json': { body: siteConfig },
    'POST /api/mti/payment/addcc': addcc,
  });
  const view = renderRoutes(
    [
      { path: '/payment/:type', Component: PaymentMethodPage },
      { path: '/myaccount', element: <h1>My Account page</h1> },
    ],
    path,
  );
  return { ...view, api, user: userEvent.setup({ delay: null }) };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText(/Credit Card Number/), '4242 4242 4242 4242');
  await user.selectOptions(screen.getByLabelText(/Month/), '09');
  await user.selectOptions(screen.getByLabelText(/^Year/), nextYear);
  await enter(user, screen.getByLabelText(/Security Code/), '123');
}

/** Enters a whole value at once: typing it key by key re-renders the long form for every key. */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

signInForEachTest('1001');

// The card form is long: on a loaded machine filling it takes longer than the default 5 s.
describe('payment/{type}', { timeout: 20_000 }, () => {
  it("says 'Add Payment Method' for add and 'Update Payment Method' for anything else", async () => {
    renderPaymentPage('/payment/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Payment Method' })).toBeVisible();
    renderPaymentPage('/payment/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Payment Method' })).toBeVisible();
  });

  it('pre-fills the names and e-mail, and shows no message before a submit attempt', async () => {
    renderPaymentPage('/payment/add');
    expect(await screen.findByLabelText(/First Name/)).toHaveValue('Maria');
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Member');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('member@example.com');
    expect(screen.getByLabelText(/^Street/)).toHaveValue('');
    expect(screen.getByText('[* All Fields are Required]')).toBeVisible();
    expect(screen.queryByText(/is required/)).toBeNull();
  });

  it("shows every field's message after a submit attempt, and sends nothing", async () => {
    const { user, api } = renderPaymentPage('/payment/add');
    const firstName = await screen.findByLabelText(/First Name/);
    await user.clear(firstName);
    await user.clear(screen.getByLabelText(/Last Name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Street is required',
      'City is required',
      'State / Country is required',
      'Zip / Postal Code is required',
      'Email is required',
      'Credit Card Number is required',
      'Security Code is required',
      'Month is required',
      'Year is required',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await enter(user, screen.getByLabelText(/^Email/), 'maria@example');
    expect(await screen.findByText('Please provide a valid email address')).toBeVisible();
    expect(api.callsTo('POST /api/mti/payment/addcc')).toHaveLength(0);
  });

  it('shows the brand it detects beside the card number: Visa, Mastercard, Amex, and none for other numbers', async () => {
    const { user } = renderPaymentPage('/payment/add');
    const number = await screen.findByLabelText(/Credit Card Number/);
    // The indicator sits inside the number field, apart from the static 'Accepted cards' row.
    const field = number.parentElement as HTMLElement;
    const detected = () => within(field).queryByRole('img');
    /** Not even a generic card mark. */
    const expectNoBrand = () => expect(field.querySelector('img, svg')).toBeNull();
    expectNoBrand();
    for (const [digits, brand] of [
      ['4111 1111 1111 1111', 'Visa'],
      ['5555 5555 5555 4444', 'Mastercard'],
      ['3782 822463 10005', 'American Express'],
      ['6011 1111 1111 1117', null],
      ['9999 1234', null],
      ['4111', 'Visa'],
    ] as const) {
      await user.clear(number);
      await enter(user, number, digits);
      if (brand) expect(detected(), digits).toHaveAccessibleName(brand);
      else expectNoBrand();
    }
    await user.clear(number);
    expectNoBrand();
    const accepted = within(screen.getByRole('group', { name: 'Accepted cards' })).getAllByRole('img');
    expect(accepted.map((logo) => logo.getAttribute('alt'))).toEqual(['Visa', 'Mastercard', 'American Express']);
  });

  it('offers months 01 to 12 and years from this year to ten years ahead', async () => {
    renderPaymentPage('/payment/add');
    const months = within(await screen.findByLabelText(/Month/)).getAllByRole('option');
    expect(months.map((o) => o.textContent)).toEqual([
      'MM',
      ...Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
    ]);
    const year = new Date().getFullYear();
    const years = within(screen.getByLabelText(/^Year/)).getAllByRole('option');
    expect(years.map((o) => o.textContent)).toEqual([
      'YYYY',
      ...Array.from({ length: 11 }, (_, i) => String(year + i)),
    ]);
  });

  it('sends the new-card payload, then returns to My Account with a toast', async () => {
    const { user, api, router } = renderPaymentPage('/payment/add');
    await screen.findByLabelText(/First Name/);
    await fillCard(user);
    await enter(user, screen.getByLabelText(/^Street/), '12 Anvil Way');
    await enter(user, screen.getByLabelText(/^City/), 'Toledo');
    await user.selectOptions(screen.getByLabelText(/State \/ Country/), 'OH');
    await enter(user, screen.getByLabelText(/Zip \/ Postal Code/), '43604');
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    expect(await screen.findByRole('heading', { name: 'My Account page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/myaccount');
    expect(screen.getByText('Your payment method has been saved.')).toBeVisible();
    expect(api.callsTo('POST /api/mti/payment/addcc')[0]?.body).toEqual({
      firstname: 'Maria',
      lastname: 'Member',
      cc: '4242424242424242',
      exp_yyyymm: `${nextYear}09`,
      ccv2: '123',
      street: '12 Anvil Way',
      city: 'Toledo',
      state: 'OH',
      zip: '43604',
      email: 'member@example.com',
    });
  });

  it('keeps the billing address of the card it updates', async () => {
    renderPaymentPage('/payment/update');
    expect(await screen.findByLabelText(/^Street/)).toHaveValue('9 Old Road');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Akron');
    expect(screen.getByLabelText(/State \/ Country/)).toHaveValue('OH');
    expect(screen.getByLabelText(/Credit Card Number/)).toHaveValue('');
  });

  it("shows the server's refusal as 'Error : {msg}' and stays on the form", async () => {
    const { user, router } = renderPaymentPage('/payment/update', {
      status: 402,
      body: { code: 'card_declined', msg: 'Your card was declined. Please use a different card or contact your bank.' },
    });
    await screen.findByLabelText(/^Street/);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    const banner = (await screen.findByText(/^Error : /)).closest('[role="alert"]');
    expect(banner).toHaveTextContent(
      'Error : Your card was declined. Please use a different card or contact your bank.',
    );
    expect(router.state.location.pathname).toBe('/payment/update');
  });
});
