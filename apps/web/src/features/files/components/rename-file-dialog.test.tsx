import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';
import { getDefaultNormalizer, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { repositoryFile } from '../../../../test/files-fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { RenameFileDialog } from './rename-file-dialog.tsx';

const siblings = ['Orders by region.xanalyzer', 'Q3 orders.xanalyzer', 'State shop figures.csv', 'Market Reports'];
// Spec §5, word for word: the double space after "filename." is part of the message.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false, trim: false }) };

function renderDialog(file: RepositoryFileDto = repositoryFile({ name: 'Orders by region.xanalyzer' })) {
  const onConfirm = vi.fn();
  renderWithProviders(
    <RenameFileDialog file={file} siblingNames={siblings} busy={false} onConfirm={onConfirm} onCancel={vi.fn()} />,
  );
  return { onConfirm, user: userEvent.setup() };
}

describe('RenameFileDialog', () => {
  it('edits the name without its extension, which is kept', async () => {
    renderDialog();
    const field = await screen.findByLabelText('New name (.xanalyzer is kept)');
    expect(field).toHaveValue('Orders by region');
    expect(screen.getByRole('dialog', { name: 'Rename file' })).toBeVisible();
  });

  it("warns 'Please enter a filename' for a blank name and disables Rename", async () => {
    const { user } = renderDialog();
    const field = await screen.findByLabelText(/New name/);
    await user.clear(field);
    expect(screen.getByText('Please enter a filename', exact)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.type(field, '   ');
    expect(screen.getByText('Please enter a filename', exact)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
  });

  it('warns that a name with other characters is invalid, with the double space of the spec', async () => {
    const { user } = renderDialog();
    const field = await screen.findByLabelText(/New name/);
    // Letters of any script count as alphanumeric (issue 12: 'Données été', '北京' are names).
    for (const bad of ['Q3.orders', 'Q3/orders', 'Orders (final)', 'Orders #3']) {
      await user.clear(field);
      await user.type(field, bad);
      expect(
        screen.getByText('Invalid filename.  Only alphanumeric, space, hyphen and underscore are allowed.', exact),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
    }
    for (const good of ['Données été', '北京']) {
      await user.clear(field);
      await user.type(field, good);
      expect(screen.queryByText(/Invalid filename/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Rename' })).toBeEnabled();
    }
  });

  it('warns that a name exists when it does with the .xanalyzer extension, in any letter case', async () => {
    const { user } = renderDialog();
    const field = await screen.findByLabelText(/New name/);
    for (const taken of ['Q3 orders', 'q3 ORDERS', 'Orders by region']) {
      await user.clear(field);
      await user.type(field, taken);
      expect(screen.getByText('Filename already exists, please pick a different name.', exact)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
    }
    // A CSV of that name is another file: 'State shop figures.xanalyzer' does not exist.
    await user.clear(field);
    await user.type(field, 'State shop figures');
    expect(screen.queryByText(/Filename already exists/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toBeEnabled();
  });

  it('confirms a good name, with Enter as with the button', async () => {
    const { user, onConfirm } = renderDialog();
    const field = await screen.findByLabelText(/New name/);
    await user.clear(field);
    await user.type(field, 'Regional orders_2026-Q1{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('Regional orders_2026-Q1');
  });

  it('renames a folder by its whole name', async () => {
    renderDialog(repositoryFile({ name: 'Market Reports', folder: 'true' }));
    expect(await screen.findByLabelText('New name')).toHaveValue('Market Reports');
    expect(screen.getByRole('dialog', { name: 'Rename folder' })).toBeVisible();
  });
});
