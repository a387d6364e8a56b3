import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../test/cookies.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { userDetails } from '../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { setAccessToken } from '../../lib/session.ts';
import { UserMenu } from './user-menu.tsx';

function renderMenu() {
  return renderRoutes([{ path: '/', element: <UserMenu /> }]);
}

afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('the header user area', () => {
  it('shows the Login link to a signed-out visitor', async () => {
    const api = fakeApi({});
    renderMenu();
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the signed-in user's first and last name opening My Account, My Files and Logout", async () => {
    fakeApi({ 'GET /api/mti/user': { body: userDetails({ name_first: 'Maria', name_last: 'Member' }) } });
    signInWithCookie('1001');
    setAccessToken('t');
    renderMenu();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Maria Member' }));
    // jsdom lays nothing out, so the positioning library soon calls the button hidden and Mantine
    // hides the dropdown with it: the entries are read with hidden elements included.
    await waitFor(() => {
      expect(screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual([
        'My Account',
        'My Files',
        'Logout',
      ]);
    });
    expect(screen.getByRole('menuitem', { name: 'My Account', hidden: true })).toHaveAttribute('href', '/myaccount');
    expect(screen.getByRole('menuitem', { name: 'My Files', hidden: true })).toHaveAttribute('href', '/myfiles');
    expect(screen.getByRole('menuitem', { name: 'Logout', hidden: true })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('acting-admin')).not.toBeInTheDocument();
  });

  it('says so while an administrator acts as the user', async () => {
    fakeApi({ 'GET /api/mti/user': { body: userDetails({ acting_admin: 'admin' }) } });
    signInWithCookie('1001');
    setAccessToken('t');
    renderMenu();
    expect(await screen.findByTestId('acting-admin')).toHaveTextContent('Administrator admin acting as this user');
  });
});
