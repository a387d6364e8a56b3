import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findShownDialog } from '../../test/dialogs.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SingleTextInputDialog } from './single-text-input-dialog.tsx';

// The rename rule of spec §5, as My Files passes it in.
const existingNames = ['Q3 orders'];
function validateFilename(value: string): string | null {
  if (!value.trim()) return 'Please enter a filename';
  if (!/^[A-Za-z0-9 _-]+$/.test(value))
    return 'Invalid filename.  Only alphanumeric, space, hyphen and underscore are allowed.';
  if (existingNames.includes(value)) return 'Filename already exists, please pick a different name.';
  return null;
}

function renderRename(value = 'Q2 orders') {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <SingleTextInputDialog
      opened
      title="Rename file"
      label="New name"
      value={value}
      buttonLabels={['Rename', 'Cancel']}
      validate={validateFilename}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('SingleTextInputDialog', () => {
  it('opens with the given value in a focused, labelled field', async () => {
    renderRename();
    const dialog = await screen.findByRole('dialog', { name: 'Rename file' });
    const field = within(dialog).getByLabelText('New name');
    expect(field).toHaveValue('Q2 orders');
    expect(field).toHaveFocus();
  });

  it('shows each warning live while typing and disables confirm while one shows', async () => {
    const { user } = renderRename();
    const field = await screen.findByLabelText('New name');
    const confirm = screen.getByRole('button', { name: 'Rename' });

    await user.clear(field);
    expect(screen.getByText('Please enter a filename')).toBeVisible();
    expect(field).toHaveAccessibleDescription('Please enter a filename');
    expect(confirm).toBeDisabled();

    await user.type(field, 'Q3/orders');
    expect(
      screen.getByText('Invalid filename.  Only alphanumeric, space, hyphen and underscore are allowed.', {
        normalizer: (text) => text,
      }),
    ).toBeVisible();
    expect(confirm).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'Q3 orders');
    expect(screen.getByText('Filename already exists, please pick a different name.')).toBeVisible();
    expect(confirm).toBeDisabled();

    await user.type(field, ' final');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(confirm).toBeEnabled();
  });

  it('confirms the typed value with the button or with Enter', async () => {
    const { user, onConfirm } = renderRename();
    const field = await screen.findByLabelText('New name');
    await user.clear(field);
    await user.type(field, 'Q4 orders{Enter}');
    expect(onConfirm).toHaveBeenLastCalledWith('Q4 orders');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('shows the warning of an untouched invalid value on confirm instead of confirming it', async () => {
    const { user, onConfirm } = renderRename('');
    await findShownDialog();
    expect(screen.queryByText('Please enter a filename')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByText('Please enter a filename')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels with the cancel button without confirming', async () => {
    const { user, onConfirm, onCancel } = renderRename();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
