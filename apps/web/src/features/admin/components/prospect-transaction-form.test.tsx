// The prospect-transaction form as an administrator types (Tab, type, Tab): tabbing into the
// amount replaces it, a decimal comma reads as cents, each missing field is named in the server's
// words, and nothing is sent until every rule holds.
import {
  PROSPECT_AMOUNT_TOO_LARGE,
  PROSPECT_DOWNLOAD_REQUIRED,
  PROSPECT_USER_REQUIRED,
} from '@mti/contracts/admin/console-prospect-transactions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { ProspectTransactionForm } from './prospect-transaction-form.tsx';

const slow = { timeout: 60_000 };
const downloads = [{ download_key: 'imts-2024-leads-additive', title: 'IMTS 2024 Leads — Additive Manufacturing' }];

describe('the prospect-transaction form', () => {
  it('names what is missing, replaces the amount on Tab, reads a decimal comma, then sends', slow, async () => {
    const onSubmit = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: <ProspectTransactionForm downloads={downloads} saving={false} refusal={null} onSubmit={onSubmit} />,
      },
    ]);
    const user = userEvent.setup({ delay: null });
    const send = await screen.findByRole('button', { name: 'Create and send the payment link' });
    await user.click(send);
    expect(screen.getByText(PROSPECT_USER_REQUIRED)).toBeVisible();
    expect(screen.getByText(PROSPECT_DOWNLOAD_REQUIRED)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText("Prospect's username"));
    await user.keyboard('buyer2');
    await user.selectOptions(screen.getByLabelText('Download'), 'imts-2024-leads-additive');
    await user.tab();
    const amount = screen.getByLabelText('Amount (USD)');
    expect(amount).toHaveFocus();
    await user.keyboard('20000');
    await user.tab();
    expect(await screen.findByText(PROSPECT_AMOUNT_TOO_LARGE)).toBeVisible();

    // Back into the amount by keyboard: typing replaces 20000 rather than making 20000495,50.
    await user.tab({ shift: true });
    expect(amount).toHaveFocus();
    await user.keyboard('495,50');
    await user.tab();
    expect(amount).toHaveValue('495,50');
    expect(screen.queryByText(PROSPECT_AMOUNT_TOO_LARGE)).toBeNull();
    await user.keyboard('Booth follow-up');
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledWith({
      userid: 'buyer2',
      download_key: 'imts-2024-leads-additive',
      amount: '495,50',
      comment: 'Booth follow-up',
    });
  });
});
