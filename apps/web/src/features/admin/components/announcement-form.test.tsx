// The announcement form by keyboard: each rule's message as a field is left (the contract's words),
// the preview drawn by the launcher's component as the administrator types, and only valid values saved.
import { ANNOUNCEMENT_ENDS_BEFORE_START, ANNOUNCEMENT_TITLE_REQUIRED } from '@mti/contracts/catalog/announcements';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { AnnouncementForm } from './announcement-form.tsx';

const slow = { timeout: 120_000 };
const apps = [{ value: 'usmto-orders', label: 'USMTO Orders' }];

describe('the announcement form', () => {
  it('shows messages as fields are left, previews as typed, and saves only valid values', slow, async () => {
    const onSave = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: <AnnouncementForm apps={apps} today="2026-11-29" saving={false} error={null} onSave={onSave} />,
      },
    ]);
    const user = userEvent.setup({ delay: null });
    const heading = await screen.findByLabelText(/^Heading/);
    expect(screen.getByLabelText(/^First day/)).toHaveValue('2026-11-29');
    expect(screen.getByLabelText(/^Last day/)).toHaveValue('2026-12-06');
    await user.click(heading);
    await user.tab();
    expect(await screen.findByText(ANNOUNCEMENT_TITLE_REQUIRED)).toBeVisible();
    await user.click(heading);
    await user.keyboard('Webinar');
    await user.tab();
    await user.keyboard('Sample data: Thursday at 2 pm.');
    const preview = screen.getByRole('region', { name: 'Preview of the announcement in the launcher' });
    expect(within(preview).getByText('Webinar')).toBeVisible();
    expect(within(preview).getByText('Sample data: Thursday at 2 pm.')).toBeVisible();

    const last = screen.getByLabelText(/^Last day/);
    await user.clear(last);
    await user.type(last, '2026-11-01');
    await user.tab();
    expect(await screen.findByText(ANNOUNCEMENT_ENDS_BEFORE_START)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add announcement' }));
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(last);
    await user.type(last, '2026-12-01');
    await user.tab();
    expect(screen.queryByText(ANNOUNCEMENT_ENDS_BEFORE_START)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add announcement' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      title: 'Webinar',
      body: 'Sample data: Thursday at 2 pm.',
      starts_on: '2026-11-29',
      ends_on: '2026-12-01',
      app_keys: [],
    });
  });
});
