// The console's launcher image field by keyboard: Tab reaches "Upload image" (Enter opens the file
// chooser) and "Remove image" (Enter removes); a chosen SVG or too large file is refused in the
// contract's words before anything is sent; a PNG is handed on; a server refusal is shown.
import {
  APP_IMAGE_MAX_BYTES,
  APP_IMAGE_TOO_LARGE,
  APP_IMAGE_TYPE_INVALID,
} from '@mti/contracts/admin/console-app-images';
import { STALE_EDIT, STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { HttpError } from '../../../lib/http.ts';
import { AppImageField } from './app-image-field.tsx';

const slow = { timeout: 60_000 };

function setUp(props: Partial<Parameters<typeof AppImageField>[0]> = {}) {
  const onUpload = vi.fn();
  const onRemove = vi.fn();
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <input aria-label="Before" />
          <AppImageField
            appImg="upload-0123456789abcdef.png"
            busy={false}
            error={null}
            onUpload={onUpload}
            onRemove={onRemove}
            {...props}
          />
        </>
      ),
    },
  ]);
  return { onUpload, onRemove, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

describe('the launcher image field', () => {
  it('is used by keyboard: Enter on Replace opens the chooser, Enter on Remove removes', slow, async () => {
    const { onRemove, user } = setUp();
    expect(screen.getByRole('img', { name: 'Current launcher logo' })).toHaveAttribute(
      'src',
      '/api/catalog/app-images/upload-0123456789abcdef.png',
    );
    const chooser = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(chooser.accept).toBe('image/png,image/jpeg,image/webp');
    const opened = vi.fn();
    chooser.addEventListener('click', opened);
    await user.click(screen.getByLabelText('Before'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Replace image' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove image' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('refuses an SVG and a file over 512 KB before sending, and hands on a PNG', slow, async () => {
    const { onUpload, user } = setUp();
    const chooser = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(chooser, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APP_IMAGE_TYPE_INVALID);
    await user.upload(chooser, new File([new Uint8Array(APP_IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APP_IMAGE_TOO_LARGE);
    expect(onUpload).not.toHaveBeenCalled();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(chooser, png);
    expect(onUpload).toHaveBeenCalledWith(png);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal, and offers no removal when there is no image", async () => {
    setUp({ appImg: '', error: new HttpError(409, STALE_EDIT, STALE_EDIT_MSG) });
    expect(screen.getByRole('alert')).toHaveTextContent(STALE_EDIT_MSG);
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove image' })).toBeDisabled();
    expect(screen.getByLabelText('No image: the launcher shows the generic icon')).toBeVisible();
  });
});
