// The USMTO in Advance form as a participant types: Tab, type, Tab replaces a figure; a decimal
// comma or a thousands separator is refused with the rule's message and a hint, and nothing is sent.
import { AGMA_RULES } from '@mti/contracts/contributions/agma-rules';
import type { UsmtoAdvanceStatus } from '@mti/contracts/contributions/usmto-advance-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { UsmtoAdvanceForm } from './usmto-advance-form.tsx';

const status: UsmtoAdvanceStatus = {
  open_period: '2030-01',
  may_contribute: true,
  deadline: '2030-02-16T01:00:00.000Z',
  now: '2030-02-10T12:00:00.000Z',
  submissions: [],
};

function renderForm() {
  const api = fakeApi({ 'PUT /api/contributions/usmto-advance/periods/2030-01': { body: status } });
  renderWithProviders(<UsmtoAdvanceForm status={status} period="2030-01" />);
  return api;
}

// Generous: the machines that run this are shared; typing through userEvent is slow under load.
describe('the USMTO in Advance form', { timeout: 40_000 }, () => {
  it('shows the deadline in Eastern time', () => {
    renderForm();
    expect(screen.getByText(/February 15, 2030.*8:00 PM EST/)).toBeInTheDocument();
  });

  it('replaces a figure on Tab, type, Tab instead of appending to it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Metal cutting units' }));
    await user.keyboard('12');
    expect(screen.getByRole('textbox', { name: 'Metal cutting units' })).toHaveValue('12');
    await user.tab();
    const orders = screen.getByRole('textbox', { name: 'Metal cutting orders (USD)' });
    expect(orders).toHaveFocus();
    await user.keyboard('2500.75');
    await user.tab();
    expect(orders).toHaveValue('2500.75');
    await user.tab({ shift: true });
    await user.keyboard('99');
    expect(orders).toHaveValue('99');
  });

  it('refuses a decimal comma clearly and sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Metal cutting orders (USD)' }));
    await user.keyboard('1234,50');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(new RegExp(`${AGMA_RULES.dollars.replace('.', '\\.')} Use a dot for decimals`)),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/contributions/usmto-advance/periods/2030-01')).toHaveLength(0);
  });

  it('refuses units with decimals with the server’s message, and sends good figures', async () => {
    const user = userEvent.setup();
    const api = renderForm();
    await user.click(screen.getByRole('textbox', { name: 'Additive manufacturing units' }));
    await user.keyboard('1.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AGMA_RULES.units)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Additive manufacturing units' }));
    await user.keyboard('2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('PUT /api/contributions/usmto-advance/periods/2030-01')).toHaveLength(1));
    expect(api.callsTo('PUT /api/contributions/usmto-advance/periods/2030-01')[0]?.body).toEqual({
      lines: [
        { category: 'metal_cutting', units: '0', orders_dollars: '0' },
        { category: 'metal_forming', units: '0', orders_dollars: '0' },
        { category: 'additive', units: '2', orders_dollars: '0' },
      ],
    });
  });
});
