import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findShownDialog } from '../../test/dialogs.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderConfirm(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      opened
      title="Delete file"
      message="Delete Q3 orders.xanalyzer?"
      buttonLabels={['Delete', 'Keep']}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks its question in a dialog named by its title, with the buttonLabel pair', async () => {
    renderConfirm();
    const dialog = await findShownDialog('Delete file');
    expect(within(dialog).getByText('Delete Q3 orders.xanalyzer?')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeEnabled();
  });

  it('confirms with the confirm button and cancels with the cancel button', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderConfirm();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderConfirm();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    // The backdrop has no role; Mantine names it by class.
    await user.click(document.querySelector('.mantine-Modal-overlay') as HTMLElement);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderConfirm();
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('waits while the action runs: no second confirm, no cancel, no Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderConfirm({ busy: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('labels its buttons OK and Cancel when no pair is given', async () => {
    renderConfirm({ buttonLabels: undefined });
    const dialog = await findShownDialog();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  });
});
