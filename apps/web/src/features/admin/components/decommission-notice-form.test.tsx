import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import {
  DEFAULT_DECOMMISSION_NOTICE,
  NOTICE_DATE_INVALID,
  NOTICE_TEXT_NEEDS_DATE,
} from '@mti/contracts/content/decommission-notice';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { DecommissionNoticeForm } from './decommission-notice-form.tsx';

const notice = { version: 3, decommissionDate: '2025-12-31', ...DEFAULT_DECOMMISSION_NOTICE };
const URL = 'PUT /api/admin/console/announcements/decommission-notice';

// The machine running the suite is shared and often loaded: these drive many keystrokes.
const slow = { timeout: 60_000 };

afterEach(() => vi.unstubAllGlobals());

describe('the decommission notice form', () => {
  it(
    'names a bad date and a sentence without {date} as each is left, sends nothing until fixed, previews both tenses and shows a 409',
    slow,
    async () => {
      const api = fakeApi({ [URL]: { status: 409, body: { code: 'stale', msg: STALE_EDIT_MSG } } });
      renderRoutes([{ path: '/', element: <DecommissionNoticeForm notice={notice} /> }]);
      const user = userEvent.setup({ delay: null });
      const preview = screen.getByRole('region', { name: 'Preview of the notice' });
      expect(within(preview).getByText(/will be decommissioned on December 31, 2025\./)).toBeVisible();
      expect(within(preview).getByText(/passed their decommission date of December 31, 2025\./)).toBeVisible();

      await user.clear(screen.getByLabelText('Decommission date'));
      await user.keyboard('2027-02-30');
      await user.tab();
      expect(await screen.findByText(NOTICE_DATE_INVALID)).toBeVisible();
      await user.click(screen.getByLabelText('Sentence before the date'));
      await user.keyboard('{Control>}a{/Control}{{apps} close soon.');
      await user.tab();
      expect(await screen.findByText(NOTICE_TEXT_NEEDS_DATE)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Save decommission notice' }));
      expect(api.calls).toHaveLength(0);

      await user.clear(screen.getByLabelText('Decommission date'));
      await user.keyboard('2027-03-31');
      await user.clear(screen.getByLabelText('Sentence before the date'));
      await user.keyboard('{{apps} close on {{date}.');
      await user.clear(screen.getByLabelText('Apps'));
      await user.keyboard('Economic Trends{Enter}Map U.S. Markets');
      await user.tab();
      expect(within(preview).getByText('Economic Trends and Map U.S. Markets close on March 31, 2027.')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Save decommission notice' }));
      expect(await screen.findByText(STALE_EDIT_MSG)).toBeVisible();
      expect(api.calls[0]?.body).toEqual({
        ...notice,
        decommissionDate: '2027-03-31',
        apps: ['Economic Trends', 'Map U.S. Markets'],
        beforeDateText: '{apps} close on {date}.',
      });
    },
  );
});
