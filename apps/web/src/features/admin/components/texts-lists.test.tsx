// Console › Texts holds two lists, announcements and labels. Each keeps its own sort and page in the
// address: a sort chosen on one was read by the other, which then asked the server for a column it
// does not have.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { AnnouncementsPanel } from './announcements-panel.tsx';
import { LabelsPanel } from './labels-panel.tsx';

const empty = { rows: [], total: 0, page: 1, page_size: 25 };
const label = {
  screen: 'surveyApp',
  screen_name: 'Survey list',
  appears_on: 'The survey list',
  key: 'title',
  text: 'Surveys',
  default_text: 'Surveys',
  is_default: true,
  version: 1,
};

describe('the two lists of the Texts screen', () => {
  it('keep their own sort: sorting the labels leaves the announcements as they were', { timeout: 60_000 }, async () => {
    const api = fakeApi({
      'GET /api/admin/console/announcements': { body: empty },
      'GET /api/admin/console/labels': { body: { rows: [label], total: 1, page: 1, page_size: 25 } },
    });
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <AnnouncementsPanel />
            <LabelsPanel />
          </>
        ),
      },
    ]);
    const labels = await screen.findByRole('table', { name: 'Labels' });
    expect(await within(labels).findByText('Surveys')).toBeVisible();
    const announcementLists = () => api.callsTo('GET /api/admin/console/announcements');
    const labelLists = () => api.callsTo('GET /api/admin/console/labels');
    await waitFor(() => expect(announcementLists().length).toBeGreaterThan(0));

    const user = userEvent.setup({ delay: null });
    await user.click(within(labels).getByRole('button', { name: 'Key' }));
    await waitFor(() => expect(labelLists().at(-1)?.url.searchParams.get('sort')).toBe('key'));
    for (const call of announcementLists()) {
      expect(call.url.searchParams.get('sort')).toBe('starts_on');
    }
  });
});
