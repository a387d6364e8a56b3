import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findShownDialog } from '../../test/dialogs.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { InfoDialog } from './info-dialog.tsx';

describe('InfoDialog', () => {
  it('tells its message and closes with its one button or Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <InfoDialog
        opened
        title="Under maintenance"
        message="Back at 6 PM Eastern."
        buttonLabel="Got it"
        onClose={onClose}
      />,
    );
    const dialog = await findShownDialog('Under maintenance');
    expect(within(dialog).getByText('Back at 6 PM Eastern.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    renderWithProviders(<InfoDialog opened={false} title="Note" message="Hidden" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
