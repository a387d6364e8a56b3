import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { repositoryFile } from '../../../../test/files-fixtures.ts';
import { userDetails } from '../../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { filesGuardedRoutes } from '../routes.tsx';

// The route loads its page lazily; loaded once here, no test waits for the first import.
await import('./my-files-page.tsx');

const HOME = '/analytics/api/repo/files/:home:000100101/children';
const homeFiles = [
  repositoryFile({ name: 'Market Reports', folder: 'true' }),
  repositoryFile({ name: 'Orders by region.xanalyzer' }),
  repositoryFile({ name: 'State shop figures.csv' }),
];
/** A ceiling, not a measure: the first render of a page pulls in all of Mantine on a busy machine. */
const patient = { timeout: 5000 };
const required: FakeReply = {
  status: 401,
  body: { code: 'analytics_session_required', msg: 'Your analytics session has ended. Please sign in again.' },
};

function renderPage(routes: Record<string, FakeReply | ((call: { url: URL }) => FakeReply)>, path = '/myfiles') {
  const api = fakeApi({
    'GET /api/mti/user': { body: userDetails({ timss_customer: '000100101' }) },
    [`GET ${HOME}`]: { body: { repositoryFileDto: homeFiles } },
    // 12.3 MB of 1 GB
    'GET /analytics/api/repo/usage': { body: { used_bytes: 12_897_485, quota_bytes: 1024 ** 3 } },
    ...routes,
  });
  const view = renderRoutes(
    [
      ...filesGuardedRoutes,
      { path: '/505', element: <h1>505 page</h1> },
      { path: '/analyzer/viewer/*', element: <h1>Analyzer viewer</h1> },
    ],
    path,
  );
  return { ...view, api };
}

beforeEach(() => {
  signInWithCookie('100101');
  setAccessToken('t');
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('My Files and the analytics session', () => {
  it('lists the home folder at once when the analytics session is active', async () => {
    const { api } = renderPage({ 'GET /analytics/sso.jsp': { body: 'ok' } });
    expect(await screen.findByText('Orders by region.xanalyzer', {}, patient)).toBeVisible();
    expect(api.callsTo('GET /api/mti/ssotoken')).toHaveLength(0);
    expect(api.callsTo(`GET ${HOME}`)[0]?.url.search).toBe('?showHidden=true');
    // My dashboards are found here (the user menu holds only what spec §3 names).
    expect(screen.getByRole('link', { name: /^My dashboards/ })).toHaveAttribute('href', '/my-dashboards');
  });

  it('signs in through the handshake first when the session is not active', async () => {
    const { api } = renderPage({
      'GET /analytics/sso.jsp': (call) => (call.url.searchParams.get('token') === 'sso-7' ? { body: 'ok' } : required),
      'GET /api/mti/ssotoken': { body: { token: 'sso-7' } },
    });
    expect(await screen.findByText('State shop figures.csv', {}, patient)).toBeVisible();
    const order = api.calls
      .map((c) => `${c.path}${c.url.search}`)
      .filter((p) => !p.startsWith('/api/mti/user') && !p.startsWith('/analytics/api/repo/usage'));
    expect(order.slice(0, 4)).toEqual([
      '/analytics/sso.jsp',
      '/api/mti/ssotoken',
      '/analytics/sso.jsp?token=sso-7',
      `${HOME}?showHidden=true`,
    ]);
  });

  it('goes to 505 when the analytics sign-in fails', async () => {
    const { api } = renderPage({
      'GET /analytics/sso.jsp': (call) =>
        call.url.searchParams.has('token')
          ? { status: 401, body: { code: 'sso_token_refused', msg: 'No.' } }
          : required,
      'GET /api/mti/ssotoken': { body: { token: 'sso-8' } },
    });
    expect(await screen.findByRole('heading', { name: '505 page' }, patient)).toBeVisible();
    expect(api.callsTo(`GET ${HOME}`)).toHaveLength(0);
  });

  it('signs in again and repeats the listing once when the session ended meanwhile', async () => {
    let listings = 0;
    renderPage({
      'GET /analytics/sso.jsp': { body: 'ok' },
      'GET /api/mti/ssotoken': { body: { token: 'sso-9' } },
      [`GET ${HOME}`]: () => (++listings === 1 ? required : { body: { repositoryFileDto: homeFiles } }),
    });
    expect(await screen.findByText('Market Reports', {}, patient)).toBeVisible();
    expect(listings).toBe(2);
  });
});

describe('opening files (spec §4)', () => {
  it('lists a folder on click, with a breadcrumb back to My Files', async () => {
    const user = userEvent.setup();
    const { router } = renderPage({
      'GET /analytics/sso.jsp': { body: 'ok' },
      'GET /analytics/api/repo/files/:home:000100101:Market%20Reports/children': {
        body: {
          repositoryFileDto: [
            repositoryFile({ name: 'Inside.xanalyzer', path: '/home/000100101/Market Reports/Inside.xanalyzer' }),
          ],
        },
      },
    });
    await user.click(await screen.findByText('Market Reports', {}, patient));
    expect(await screen.findByText('Inside.xanalyzer', {}, patient)).toBeVisible();
    expect(router.state.location.pathname).toBe('/myfiles/Market%20Reports');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Market Reports')).toHaveAttribute('aria-current', 'page');
    await user.click(within(crumbs).getByRole('link', { name: 'My Files' }));
    expect(await screen.findByText('State shop figures.csv', {}, patient)).toBeVisible();
  });

  it('opens an analysis in the analyzer viewer and a CSV in a new window', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = renderPage({ 'GET /analytics/sso.jsp': { body: 'ok' } });
    await user.click(await screen.findByText('State shop figures.csv', {}, patient));
    expect(open).toHaveBeenCalledWith(
      '/analytics/api/repos/:home:000100101:State%20shop%20figures.csv/content',
      '_blank',
      'noopener',
    );
    await user.click(screen.getByText('Orders by region.xanalyzer'));
    expect(await screen.findByRole('heading', { name: 'Analyzer viewer' }, patient)).toBeVisible();
    expect(router.state.location.pathname).toBe('/analyzer/viewer/:home:000100101:Orders%20by%20region.xanalyzer');
  });
});

describe('the storage meter (decision 032)', () => {
  it('shows how much of the quota the files use', async () => {
    renderPage({ 'GET /analytics/sso.jsp': { body: 'ok' } });
    expect(await screen.findByText('Using 12.3 MB of 1 GB', {}, patient)).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Storage used' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(1.2, 1);
  });

  it('shows a nearly full quota, and is left out when the usage cannot be read', async () => {
    const full = renderPage({
      'GET /analytics/sso.jsp': { body: 'ok' },
      'GET /analytics/api/repo/usage': { body: { used_bytes: 998 * 1024 ** 2, quota_bytes: 1024 ** 3 } },
    });
    expect(await screen.findByText('Using 998 MB of 1 GB', {}, patient)).toBeVisible();
    full.unmount();
    renderPage({
      'GET /analytics/sso.jsp': { body: 'ok' },
      'GET /analytics/api/repo/usage': { status: 500, body: { code: 'internal', msg: 'No.' } },
    });
    expect(await screen.findByText('Orders by region.xanalyzer', {}, patient)).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Storage used' })).toBeNull();
  });
});

describe('a list that could not be loaded', () => {
  const FOLDER = 'GET /analytics/api/repo/files/:home:000100101:Gone/children';
  const failsUntilAllowed = (failure: () => FakeReply, success: FakeReply) => {
    const gate = { failing: true };
    return { gate, reply: () => (gate.failing ? failure() : success) };
  };

  it('shows a refusal’s own message and the way to support, without Try again', async () => {
    const msg = 'You may open only your own files.';
    const { api } = renderPage({
      'GET /analytics/sso.jsp': { body: 'ok' },
      [`GET ${HOME}`]: { status: 403, body: { code: 'forbidden', msg } },
    });
    const alert = await screen.findByRole('alert', { name: 'Your files could not be loaded.' }, patient);
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    expect(within(alert).getByRole('link', { name: 'Go to My Files' })).toHaveAttribute('href', '/myfiles');
    expect(api.callsTo(`GET ${HOME}`)).toHaveLength(1);
  });

  it('says a missing folder does not exist and leads back to My Files', async () => {
    renderPage(
      {
        'GET /analytics/sso.jsp': { body: 'ok' },
        [FOLDER]: { status: 404, body: { code: 'not_found', msg: 'Not found.' } },
      },
      '/myfiles/Gone',
    );
    const alert = await screen.findByRole('alert', { name: 'Your files could not be loaded.' }, patient);
    expect(alert).toHaveTextContent('This folder does not exist. It may have been renamed or deleted.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Go to My Files' })).toHaveAttribute('href', '/myfiles');
  });

  it('offers Try again after a 503, which lists the folder', async () => {
    const user = userEvent.setup();
    const home = failsUntilAllowed(
      () => ({ status: 503, body: { code: 'unavailable', msg: 'The file store is busy. Please try again.' } }),
      { body: { repositoryFileDto: homeFiles } },
    );
    const { api } = renderPage({ 'GET /analytics/sso.jsp': { body: 'ok' }, [`GET ${HOME}`]: home.reply });
    const alert = await screen.findByRole('alert', { name: 'Your files could not be loaded.' }, patient);
    expect(alert).toHaveTextContent('The file store is busy. Please try again.');
    home.gate.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Orders by region.xanalyzer', {}, patient)).toBeVisible();
    expect(api.callsTo(`GET ${HOME}`)).toHaveLength(2);
  });

  it('offers Try again in Recently deleted after a network failure, which lists the deleted files', async () => {
    const user = userEvent.setup();
    const deleted = failsUntilAllowed(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { body: { repositoryFileDto: [repositoryFile({ name: 'Old plan.xterritory' })] } },
    );
    const { api } = renderPage(
      { 'GET /analytics/sso.jsp': { body: 'ok' }, 'GET /analytics/api/repo/files/deleted': deleted.reply },
      '/myfiles?view=deleted',
    );
    const alert = await screen.findByRole('alert', { name: 'Your files could not be loaded.' }, patient);
    expect(alert).toHaveTextContent('Please try again.');
    deleted.gate.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Old plan.xterritory', {}, patient)).toBeVisible();
    expect(api.callsTo('GET /analytics/api/repo/files/deleted')).toHaveLength(2);
  });

  it('shows Shared with me’s refusal without Try again', async () => {
    const msg = 'Files shared with your organisation are not available to this account.';
    renderPage(
      {
        'GET /analytics/sso.jsp': { body: 'ok' },
        'GET /analytics/api/repo/files/shared': { status: 403, body: { code: 'forbidden', msg } },
      },
      '/myfiles?view=shared',
    );
    const alert = await screen.findByRole('alert', { name: 'Your files could not be loaded.' }, patient);
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
