import { redirectChainAfter, redirectLoop } from '@mti/contracts/admin/console-redirects';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { RedirectForm } from './redirect-form.tsx';

const seeded = [
  { oldUrl: '/contact', newUrl: '/support' },
  { oldUrl: '/products/usmto', newUrl: '/usmto' },
];

function renderForm(onSubmit = vi.fn()) {
  renderRoutes([
    {
      path: '/',
      element: <RedirectForm others={seeded} submitLabel="Add redirect" saving={false} onSubmit={onSubmit} />,
    },
  ]);
  return onSubmit;
}

// The machine running the suite is shared and often loaded: these drive many keystrokes.
const slow = { timeout: 60_000 };

describe('the redirect form', () => {
  it('says a loop is refused as soon as the new address is left, and does not send it', slow, async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Old address'));
    await user.keyboard('/support');
    await user.tab();
    await user.keyboard('/Contact/');
    await user.tab();
    expect(await screen.findByText(redirectLoop('/support', '/Contact/'))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add redirect' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the final address of a chain, and sends a redirect that goes straight there', slow, async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Old address'));
    await user.keyboard('/help');
    await user.tab();
    await user.keyboard('/contact');
    await user.tab();
    expect(await screen.findByText(redirectChainAfter('/contact', '/support'))).toBeVisible();
    await user.clear(screen.getByLabelText('New address'));
    await user.keyboard('/support');
    await user.tab();
    expect(screen.queryByText(/would make/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(onSubmit).toHaveBeenCalledWith({ oldUrl: '/help', newUrl: '/support' });
  });
});
