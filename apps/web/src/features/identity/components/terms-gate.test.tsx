import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { userDetails } from '../../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { standInForFullPageLoads } from '../full-page.ts';
import { TERMS_CHECK_DELAY_MS, TermsGate } from './terms-gate.tsx';

const fullPage = { loadFullPage: vi.fn(), reloadPage: vi.fn(), replaceFullPage: vi.fn() };

function renderGate(user = userDetails({ has_signed_eula: false }), path = '/myapps') {
  const api = fakeApi({
    'GET /api/mti/user': { body: user },
    'PUT /api/mti/acceptEula': { body: { success: true } },
    'GET /api/mti/ssotoken': { body: { token: 'sso-1' } },
    'GET /analytics/sso.jsp': { body: 'ok' },
  });
  const view = renderRoutes(
    [
      {
        path: '/',
        element: <TermsGate />,
        children: [{ path: 'myapps' }, { path: 'changepassword' }],
      },
      { path: '/logout', element: <h1>Logging out</h1> },
    ],
    path,
  );
  return { ...view, api };
}

beforeEach(() => {
  signInWithCookie('1001');
  setAccessToken('t');
  for (const load of Object.values(fullPage)) load.mockReset();
  standInForFullPageLoads(fullPage);
});
afterEach(() => {
  standInForFullPageLoads(undefined);
  vi.useRealTimers();
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('the terms modal after sign-in', () => {
  it(`opens ${TERMS_CHECK_DELAY_MS} ms after the user's details say the terms are unsigned`, async () => {
    // Only the timeouts: Mantine's opening transition runs on animation frames.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api } = renderGate();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.callsTo('GET /api/mti/user')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(TERMS_CHECK_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Terms of Use' })).toBeInTheDocument();
    expect(TERMS_CHECK_DELAY_MS).toBe(200);
  });

  it('shows the terms of use and records the acceptance, signs in to analytics and reloads', async () => {
    const { api } = renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use' });
    expect(within(dialog).getByRole('region', { name: 'Terms of Use' })).toHaveTextContent(/binding agreement/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(fullPage.reloadPage).toHaveBeenCalledTimes(1));
    expect(api.callsTo('PUT /api/mti/acceptEula')).toHaveLength(1);
    expect(api.callsTo('GET /analytics/sso.jsp')[0]?.url.search).toBe('?token=sso-1');
  });

  it('logs the user out on Cancel', async () => {
    const { api } = renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Logging out' })).toBeVisible();
    expect(api.callsTo('PUT /api/mti/acceptEula')).toHaveLength(0);
  });

  it('stays closed for a user who signed the terms', async () => {
    vi.useFakeTimers();
    renderGate(userDetails({ has_signed_eula: true }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while a forced password change comes first', async () => {
    vi.useFakeTimers();
    renderGate(userDetails({ has_signed_eula: false, force_password_change: true }), '/changepassword');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
