import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { product } from '../../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { AppDropdown } from './app-dropdown.tsx';

const econ = product({
  app_title: 'Economic <em>Trends</em>',
  appurl: 'analytics/viewer/econ-trends',
  mti_role_name: 'econ',
  url_key: 'trends',
});

function renderDropdown(path: string) {
  const api = fakeApi({
    'GET /api/mti/products': { body: [econ] },
    'GET /api/mti/products/econ': {
      body: [
        {
          menu_group_name: 'Dashboards',
          entries: [
            { short_name: 'Outlook', url_key: 'outlook', appurl: 'tableau/viewer/econ-outlook', target: '_self' },
            { short_name: 'Trends', url_key: 'trends', appurl: 'analytics/viewer/econ-trends', target: '_self' },
          ],
        },
        {
          menu_group_name: 'Data',
          entries: [
            { short_name: 'Methodology', url_key: 'method', appurl: 'https://docs.example/econ', target: '_blank' },
          ],
        },
      ],
    },
  });
  const view = renderRoutes(
    [
      { path: '/analytics/viewer/:app', element: <AppDropdown pathname={path} /> },
      { path: '/tableau/viewer/:app', element: <h1>Outlook dashboard</h1> },
      { path: '/myapps', element: <AppDropdown pathname={path} /> },
    ],
    path,
  );
  return { ...view, api, user: userEvent.setup() };
}

beforeEach(() => {
  signInWithCookie('1001');
  setAccessToken('t');
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('the header app dropdown', () => {
  it("titles itself with the app's title and lists the role's menu groups", async () => {
    const { api, user } = renderDropdown('/analytics/viewer/econ-trends');
    await user.click(await screen.findByRole('button', { name: 'Economic Trends' }));
    // jsdom lays nothing out, so the positioning library soon calls the button hidden and Mantine
    // hides the dropdown with it: the entries are read with hidden elements included.
    await waitFor(() => {
      const menu = screen.getByRole('menu', { hidden: true });
      expect(within(menu).getByText('Dashboards')).toBeInTheDocument();
      expect(within(menu).getByText('Data')).toBeInTheDocument();
      expect(
        within(menu)
          .getAllByRole('menuitem', { hidden: true })
          .map((item) => item.textContent),
      ).toEqual(['Outlook', 'Trends', 'Methodology']);
    });
    expect(screen.getByRole('menuitem', { name: 'Methodology', hidden: true })).toHaveAttribute('target', '_blank');
    expect(api.callsTo('GET /api/mti/products/econ')).toHaveLength(1);
  });

  it('opens an entry at its route', async () => {
    const { user, router } = renderDropdown('/analytics/viewer/econ-trends');
    await user.click(await screen.findByRole('button', { name: 'Economic Trends' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Outlook', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Outlook dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/tableau/viewer/econ-outlook');
  });

  it('stays away while the app title is not known', async () => {
    const { api } = renderDropdown('/analytics/viewer/usmto-unknown');
    await vi.waitFor(() => expect(api.callsTo('GET /api/mti/products')).toHaveLength(1));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/mti/products/usmto')).toHaveLength(0);
  });
});
