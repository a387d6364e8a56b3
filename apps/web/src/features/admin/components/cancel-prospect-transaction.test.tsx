// Cancelling a prospect transaction by keyboard (Tab, Enter, Tab): the dialog names what goes,
// "Keep it" sends nothing, a refusal stays in the dialog in the server's words, and a paid or
// cancelled row offers no cancel at all.

import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import type { ConsoleProspectTransactionRow } from '@mti/contracts/admin/console-prospect-transactions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { HttpError } from '../../../lib/http.ts';
import { CancelProspectTransaction } from './cancel-prospect-transaction.tsx';

const slow = { timeout: 60_000 };
const row: ConsoleProspectTransactionRow = {
  tuid: 'a1b2c3d4-0000-4000-8000-000000000001',
  userid: 'buyer2',
  download_title: 'IMTS 2024 Leads — Additive Manufacturing',
  amount_cents: 49550,
  comment: '',
  status: 'open',
  order_id: null,
  created_at: '2026-11-28T10:00:00Z',
  created_by: 'admin',
  link_sent_at: null,
  cancelled_at: null,
  version: 3,
};
const render = (r: ConsoleProspectTransactionRow, onConfirm = vi.fn(async () => {})) => {
  renderRoutes([{ path: '/', element: <CancelProspectTransaction row={r} onConfirm={onConfirm} /> }]);
  return { onConfirm, user: userEvent.setup({ delay: null }) };
};

describe('cancelling a prospect transaction', () => {
  it(
    'asks first, naming the prospect, download and amount; Keep it sends nothing; confirming sends',
    slow,
    async () => {
      const { onConfirm, user } = render(row);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Cancel the transaction of buyer2' })).toHaveFocus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Cancel this prospect transaction' });
      expect(dialog).toHaveTextContent(
        "Cancel buyer2's transaction for IMTS 2024 Leads — Additive Manufacturing ($495.50)?",
      );
      await user.click(screen.getByRole('button', { name: 'Keep it' }));
      expect(onConfirm).not.toHaveBeenCalled();

      await user.keyboard('{Enter}');
      await screen.findByRole('dialog');
      const confirm = screen.getByRole('button', { name: 'Cancel the transaction' });
      confirm.focus();
      await user.keyboard('{Enter}');
      expect(onConfirm).toHaveBeenCalledWith(row);
    },
  );

  it('keeps a refusal in the dialog in the server\u2019s words', slow, async () => {
    const refused = vi.fn(async () => {
      throw new HttpError(409, 'stale', STALE_EDIT_MSG);
    });
    const { user } = render(row, refused);
    await user.click(screen.getByRole('button', { name: 'Cancel the transaction of buyer2' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the transaction' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_EDIT_MSG);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('offers no cancel on a paid or cancelled transaction', () => {
    render({ ...row, status: 'paid', order_id: 7 });
    render({ ...row, status: 'cancelled' });
    expect(screen.queryByRole('button', { name: /Cancel the transaction/ })).toBeNull();
  });
});
