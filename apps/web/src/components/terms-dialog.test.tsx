import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findShownDialog } from '../../test/dialogs.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TermsDialog } from './terms-dialog.tsx';

function renderTerms(props: Partial<Parameters<typeof TermsDialog>[0]> = {}) {
  const onAccept = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <div>
      <button type="button">Behind the dialog</button>
      <TermsDialog opened title="Terms of Use" onAccept={onAccept} onCancel={onCancel} {...props}>
        <p>Access is only for registered users with their own login.</p>
      </TermsDialog>
    </div>,
  );
  return { onAccept, onCancel, user: userEvent.setup() };
}

describe('TermsDialog', () => {
  it('shows the terms in a keyboard-scrollable region with Accept and Cancel', async () => {
    renderTerms();
    const dialog = await findShownDialog('Terms of Use');
    const terms = within(dialog).getByRole('region', { name: 'Terms of Use' });
    expect(terms).toHaveTextContent('Access is only for registered users with their own login.');
    expect(terms).toHaveAttribute('tabindex', '0');
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('accepts with Accept and cancels with Cancel', async () => {
    const { user, onAccept, onCancel } = renderTerms();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed without an answer: no close button, Escape and outside clicks do nothing', async () => {
    const { user, onAccept, onCancel } = renderTerms();
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Accept']);
    await user.keyboard('{Escape}');
    // The backdrop has no role; Mantine names it by class.
    await user.click(document.querySelector('.mantine-Modal-overlay') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(onCancel).not.toHaveBeenCalled();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('links to the full terms in a new tab when given', async () => {
    renderTerms({ fullTermsHref: '/legal/terms-of-use', buttonLabels: ['I agree', 'Not now'] });
    const link = await screen.findByRole('link', { name: 'Open the full terms in a new tab' });
    expect(link).toHaveAttribute('href', '/legal/terms-of-use');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'I agree' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeVisible();
  });
});
