// The refund form as an administrator types (Tab, type, Tab): tabbing into the amount replaces it,
// a decimal comma reads as cents, and an over-refund is refused in the server's words, sending nothing.
import { refundTooLarge } from '@mti/contracts/admin/console-payments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { RefundForm } from './refund-form.tsx';

const slow = { timeout: 60_000 };

function WithBefore({ onSubmit }: { onSubmit: (body: unknown) => void }) {
  const [note, setNote] = useState('');
  return (
    <>
      <input aria-label="Before" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <RefundForm refundableCents={5000} saving={false} refusal={null} onSubmit={onSubmit} />
    </>
  );
}

describe('the refund form', () => {
  it('Tab, type, Tab replaces the amount; a decimal comma is cents; too much is refused', slow, async () => {
    const onSubmit = vi.fn();
    renderRoutes([{ path: '/', element: <WithBefore onSubmit={onSubmit} /> }]);
    const user = userEvent.setup({ delay: null });
    const amount = await screen.findByLabelText('Amount to refund (USD)');
    await user.click(screen.getByLabelText('Before'));
    await user.tab();
    await user.keyboard('60');
    await user.tab();
    expect(await screen.findByText(refundTooLarge(5000))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(onSubmit).not.toHaveBeenCalled();

    // Tab into the field again: typing replaces 60 instead of making 6012,50.
    await user.click(screen.getByLabelText('Before'));
    await user.tab();
    expect(amount).toHaveFocus();
    await user.keyboard('12,50');
    await user.tab();
    expect(amount).toHaveValue('12,50');
    expect(screen.queryByText(refundTooLarge(5000))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '12,50', idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
    );
  });
});
