import { APP_IMAGE_UNKNOWN } from '@mti/contracts/admin/console-app-images';
import { APPURL_INVALID, TERMS_URL_REQUIRED } from '@mti/contracts/admin/console-catalogue';
import { blank } from '@mti/contracts/common/text-rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { AppEditForm } from './app-edit-form.tsx';

const detail = {
  app: {
    app_key: 'usmto-orders',
    app_title: 'USMTO Orders',
    short_name: 'USMTO Orders',
    url_key: 'orders',
    appurl: 'analytics/viewer/usmto-orders',
    target: '_self',
    app_img: 'usmto.svg',
    group_name: 'Market Intelligence',
    group_sort_order: 1,
    app_sort_order: 1,
    menu_group_name: 'USMTO',
    menu_sort_order: 1,
    mti_role_name: 'usmto',
    terms_required: false,
    terms_url: null,
    status: 1,
    is_under_maintenance: false,
    version: 4,
  },
  groups: [{ group_name: 'Market Intelligence', group_sort_order: 1 }],
  menu_groups: [{ menu_group_name: 'USMTO', menu_group_sort_order: 10 }],
  uploaded_images: ['upload-0123456789abcdef.png'],
};

// The machine running the suite is shared and often loaded: these drive many keystrokes.
const slow = { timeout: 120_000 };

describe('the app form', () => {
  it(
    'previews the sanitised title, shows each message as a field is left, and saves only valid values',
    slow,
    async () => {
      const onSave = vi.fn();
      renderRoutes([
        {
          path: '/',
          element: <AppEditForm detail={detail} saving={false} error={null} onSave={onSave} onReload={() => {}} />,
        },
      ]);
      const user = userEvent.setup({ delay: null });
      const title = await screen.findByLabelText(/^Title/);
      await user.clear(title);
      await user.tab();
      expect(await screen.findByText(blank('App title'))).toBeVisible();
      await user.click(title);
      await user.paste('USMTO <b>Orders</b><img src=x onerror=alert(1)>');
      await user.tab();
      expect(screen.queryByText(blank('App title'))).toBeNull();
      const preview = screen.getByRole('region', { name: 'Preview of the title in the launcher' });
      expect(preview.querySelector('b')).toHaveTextContent('Orders');
      expect(preview.querySelector('img')).toBeNull();

      const address = screen.getByLabelText(/^App URL/);
      await user.clear(address);
      await user.type(address, 'x:y');
      await user.tab();
      expect(await screen.findByText(APPURL_INVALID)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Save app' }));
      expect(onSave).not.toHaveBeenCalled();

      await user.clear(address);
      await user.paste('analytics/viewer/usmto-orders');
      await user.click(screen.getByLabelText('Members must accept its terms'));
      await user.click(screen.getByRole('button', { name: 'Save app' }));
      expect(await screen.findByText(TERMS_URL_REQUIRED)).toBeVisible();
      await user.click(screen.getByLabelText('Terms address'));
      await user.paste('/legal/usmto-terms');
      await user.click(screen.getByRole('button', { name: 'Save app' }));
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          terms_required: true,
          terms_url: '/legal/usmto-terms',
          appurl: 'analytics/viewer/usmto-orders',
        }),
      );
    },
  );

  it('refuses an image name that is neither shipped nor uploaded, as the server does', slow, async () => {
    const onSave = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: <AppEditForm detail={detail} saving={false} error={null} onSave={onSave} onReload={() => {}} />,
      },
    ]);
    const user = userEvent.setup({ delay: null });
    const image = await screen.findByLabelText(/^Image file name/);
    await user.clear(image);
    await user.paste('nowhere.png');
    await user.tab();
    expect(await screen.findByText(APP_IMAGE_UNKNOWN)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save app' }));
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(image);
    await user.paste('upload-0123456789abcdef.png'); // stored in the console
    await user.tab();
    expect(screen.queryByText(APP_IMAGE_UNKNOWN)).toBeNull();
    await user.clear(image);
    await user.paste('workholding.svg'); // shipped with the portal
    await user.click(screen.getByRole('button', { name: 'Save app' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ app_img: 'workholding.svg' }));
  });
});
