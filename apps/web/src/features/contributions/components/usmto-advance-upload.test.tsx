// The USMTO in Advance file field checks in the browser what the server also refuses: a file of
// another type or over 64 KB is named with the server's message and cannot be sent.
import {
  USMTO_ADVANCE_MAX_BYTES,
  USMTO_ADVANCE_TOO_LARGE,
  USMTO_ADVANCE_WRONG_EXTENSION,
} from '@mti/contracts/contributions/usmto-advance-upload';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { UsmtoAdvanceUpload } from './usmto-advance-upload.tsx';

const chooseFile = async (file: File) => {
  const user = userEvent.setup({ applyAccept: false });
  const { container } = renderWithProviders(<UsmtoAdvanceUpload period="2030-01" />);
  await user.upload(container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement, file);
};

describe('the USMTO in Advance file field', { timeout: 40_000 }, () => {
  it('refuses another file type with the server’s message', async () => {
    await chooseFile(new File(['x'], 'orders.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(USMTO_ADVANCE_WRONG_EXTENSION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload the file' })).toBeDisabled();
  });

  it('refuses a file over 64 KB with the server’s message', async () => {
    await chooseFile(new File(['x'.repeat(USMTO_ADVANCE_MAX_BYTES + 1)], 'orders.csv', { type: 'text/csv' }));
    expect(screen.getByText(USMTO_ADVANCE_TOO_LARGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload the file' })).toBeDisabled();
  });

  it('offers a .csv of the right size for upload', async () => {
    await chooseFile(new File(['category,units,orders_dollars\n'], 'orders.csv', { type: 'text/csv' }));
    expect(screen.queryByText(USMTO_ADVANCE_WRONG_EXTENSION)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload the file' })).toBeEnabled();
  });
});
