import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { SUPPORT_PHONE_INVALID } from '@mti/contracts/admin/console-site-settings';
import { INVALID_EMAIL } from '@mti/contracts/common/email';
import { DEFAULT_LAYOUT_ROUTES } from '@mti/contracts/content/layout-routes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { SupportContactForm } from './support-contact-form.tsx';

const settings = {
  version: 4,
  supportPhone: '(703) 555-0142',
  supportEmail: 'support@mti-portal.example',
  supportHours: 'Mon-Fri 8am-5pm EST',
  layoutRoutes: DEFAULT_LAYOUT_ROUTES,
};

// The machine running the suite is shared and often loaded: these drive many keystrokes.
const slow = { timeout: 60_000 };

afterEach(() => vi.unstubAllGlobals());

describe('the support contact form', () => {
  it(
    'names a bad phone and e-mail as each is left, sends nothing until fixed, and shows a 409 refusal',
    slow,
    async () => {
      const api = fakeApi({
        'PUT /api/admin/console/site-settings/support-contact': {
          status: 409,
          body: { code: 'stale', msg: STALE_EDIT_MSG },
        },
      });
      renderRoutes([{ path: '/', element: <SupportContactForm settings={settings} /> }]);
      const user = userEvent.setup({ delay: null });
      await user.clear(await screen.findByLabelText('Support phone'));
      await user.keyboard('call us');
      await user.tab();
      expect(await screen.findByText(SUPPORT_PHONE_INVALID)).toBeVisible();
      await user.clear(screen.getByLabelText('Support e-mail'));
      await user.keyboard('help@');
      await user.tab();
      expect(await screen.findByText(INVALID_EMAIL)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Save support contact' }));
      expect(api.calls).toHaveLength(0);

      await user.clear(screen.getByLabelText('Support phone'));
      await user.keyboard('(202) 555-0177');
      await user.type(screen.getByLabelText('Support e-mail'), 'mti.example');
      await user.tab();
      expect(screen.queryByText(SUPPORT_PHONE_INVALID)).toBeNull();
      expect(screen.queryByText(INVALID_EMAIL)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save support contact' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(STALE_EDIT_MSG);
      expect(api.calls[0]?.body).toEqual({
        version: 4,
        supportPhone: '(202) 555-0177',
        supportEmail: 'help@mti.example',
        supportHours: 'Mon-Fri 8am-5pm EST',
      });
    },
  );
});
