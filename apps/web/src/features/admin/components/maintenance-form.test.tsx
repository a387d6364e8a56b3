import { MAINTENANCE_END_BEFORE_START, MAINTENANCE_TEXT_REQUIRED } from '@mti/contracts/admin/console-maintenance';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { MaintenanceForm } from './maintenance-form.tsx';

const app = {
  app_key: 'usmto-orders',
  short_name: 'USMTO Orders',
  app_title: 'USMTO Orders',
  group_name: 'Market Intelligence',
  status: 1,
  is_under_maintenance: false,
  maintenance_text: null,
  maintenance_start: null,
  maintenance_end: null,
  version: 3,
};

// The machine running the suite is shared and often loaded: these drive many keystrokes.
const slow = { timeout: 60_000 };

describe('the maintenance form', () => {
  it(
    'asks for the text when it is left empty, refuses an end before the start, and previews the card',
    slow,
    async () => {
      const onSave = vi.fn();
      renderRoutes([
        { path: '/', element: <MaintenanceForm app={app} saving={false} onSave={onSave} onCancel={() => {}} /> },
      ]);
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByLabelText('Under maintenance during the window below'));
      await user.tab();
      await user.tab(); // leaves the text empty
      expect(await screen.findByText(MAINTENANCE_TEXT_REQUIRED)).toBeVisible();
      await user.click(screen.getByLabelText('Text users see'));
      await user.keyboard('Reloading the quarter');
      await user.tab();
      expect(screen.queryByText(MAINTENANCE_TEXT_REQUIRED)).toBeNull();
      expect(screen.getByLabelText('Preview of the launcher card')).toHaveTextContent('Reloading the quarter');
      await user.type(screen.getByLabelText('Start (your time)'), '2030-05-02T10:00');
      await user.type(screen.getByLabelText('End (your time)'), '2030-05-01T10:00');
      await user.tab();
      expect(await screen.findByText(MAINTENANCE_END_BEFORE_START)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Save maintenance' }));
      expect(onSave).not.toHaveBeenCalled();
    },
  );
});
