// The paid-seats and seat-reassignment forms, keyboard only (Tab, type, Tab): each refuses what the
// server refuses, in the server's words, and sends nothing until the input is valid.
import { PAID_SEATS_RANGE } from '@mti/contracts/admin/console-passport';
import { SEAT_REASON_REQUIRED } from '@mti/contracts/admin/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { PaidSeatsForm } from './paid-seats-form.tsx';
import { ReassignSeatForm } from './reassign-seat-form.tsx';

const slow = { timeout: 60_000 };

describe('the paid seats form', () => {
  it('says the range and a blank reason when the fields are left, then sends valid input', slow, async () => {
    const onSubmit = vi.fn();
    renderRoutes([{ path: '/', element: <PaidSeatsForm saving={false} refusal={null} onSubmit={onSubmit} /> }]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Paid seats to add'));
    await user.keyboard('60');
    await user.tab();
    expect(await screen.findByText(PAID_SEATS_RANGE)).toBeVisible();
    await user.tab();
    expect(await screen.findByText('Reason cannot be blank!')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add paid seats' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Paid seats to add'));
    await user.keyboard('2');
    await user.tab();
    await user.keyboard('Invoice 77');
    await user.tab();
    expect(screen.queryByText(PAID_SEATS_RANGE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add paid seats' }));
    expect(onSubmit).toHaveBeenCalledWith({ seats: 2, reason: 'Invoice 77' });
  });
});

describe('the seat reassignment form', () => {
  it('needs the reason "employee left" before it sends', slow, async () => {
    const onSubmit = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: <ReassignSeatForm holders={['regional']} saving={false} refusal={null} onSubmit={onSubmit} />,
      },
    ]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('New holder (username)'));
    await user.keyboard('guest');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Reassign seat' }));
    expect(await screen.findByText(SEAT_REASON_REQUIRED)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'employee left', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Reassign seat' }));
    expect(onSubmit).toHaveBeenCalledWith({ from_userid: 'regional', to_userid: 'guest', reason: 'employee left' });
  });
});
