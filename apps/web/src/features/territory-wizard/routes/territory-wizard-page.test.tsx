// The Territory Wizard's load failures (against a fake of the server): a plan that cannot be opened
// and figures that could not be computed, the saved plans (Open dialog) and the colleagues (reps) that
// could not be loaded, never shown as none. Try again only where trying again may help.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { findShownDialog } from '../../../../test/dialogs.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { TerritoryWizardPage } from './territory-wizard-page.tsx';

const FILE_ID = '7d0c1f9e-3b2a-4c5d-8e6f-0a1b2c3d4e5f';
const PLAN = `GET /analytics/api/territories/files/${FILE_ID}`;
const FIGURES = 'POST /analytics/api/territories/figures';
/** A ceiling, not a measure: the map's shapes are built from the whole U.S. county atlas. */
const patient = { timeout: 20_000 };

const plan = {
  file: {
    id: FILE_ID,
    name: 'East plan',
    path: '/home/000100101/East plan.xterritory',
    owner_name: 'Alex Morgan',
    access: 'owner',
    shared: 'none',
    modified: '2026-11-01T10:00:00.000Z',
  },
  content: {
    version: 1,
    name: 'East plan',
    year: null,
    territories: [{ name: 'East', reps: [], members: [{ kind: 'state', code: 'OH' }] }],
  },
};
/** Sample figures, as the server labels them. */
const figures = {
  year: 2025,
  years: [2025],
  target_basis: 'even',
  territories: [
    {
      name: 'East',
      rep_count: 0,
      region_count: 1,
      county_count: 88,
      potential: 1_000_000,
      establishments: 120,
      employment: 4_000,
      orders: 500_000,
      potential_share: 0.05,
      target_share: 1,
      balance: 'under',
    },
  ],
  national: { potential: 20_000_000, establishments: 2_400, employment: 80_000, orders: 9_000_000 },
  sample: true,
};

function renderWizard(routes: Record<string, FakeReply | (() => FakeReply)>, path = '/apps/territory-wizard') {
  const api = fakeApi({
    'GET /analytics/sso.jsp': { body: 'ok' },
    'GET /analytics/api/territories/files': { body: { files: [] } },
    'GET /analytics/api/territories/colleagues': { body: { colleagues: [] } },
    [FIGURES]: { body: figures },
    ...routes,
  });
  const view = renderRoutes([{ path: '/apps/territory-wizard', element: <TerritoryWizardPage /> }], path);
  return { ...view, api, user: userEvent.setup({ delay: null }) };
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

describe('the Territory Wizard when something could not be loaded', { timeout: 60_000 }, () => {
  it('says a plan that is not there cannot be opened and offers a new plan, without Try again', async () => {
    const msg = 'This plan does not exist or is not shared with you.';
    const { api, user } = renderWizard(
      { [PLAN]: { status: 404, body: { code: 'not_found', msg } } },
      `/apps/territory-wizard?file=${FILE_ID}`,
    );
    const alert = await screen.findByRole('alert', { name: 'This territory plan cannot be opened' }, patient);
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    await user.click(within(alert).getByRole('link', { name: 'Start a new plan' }));
    expect(await screen.findByText(/Unsaved plan/, {}, patient)).toBeVisible();
    expect(api.callsTo(PLAN)).toHaveLength(1);
  });

  it('offers Try again after a 503 of the plan, which opens it', async () => {
    let failing = true;
    const { api, user } = renderWizard(
      {
        [PLAN]: () =>
          failing ? { status: 503, body: { code: 'unavailable', msg: 'The plans are busy.' } } : { body: plan },
      },
      `/apps/territory-wizard?file=${FILE_ID}`,
    );
    const alert = await screen.findByRole('alert', { name: 'This territory plan cannot be opened' }, patient);
    expect(alert).toHaveTextContent('The plans are busy.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Plan name' }, patient)).toHaveValue('East plan');
    expect(api.callsTo(PLAN)).toHaveLength(2);
  });

  it('offers Try again when the figures could not be computed (network), which shows them', async () => {
    let failing = true;
    const { api, user } = renderWizard({
      [FIGURES]: () => {
        if (failing) throw new TypeError('Failed to fetch');
        return { body: figures };
      },
    });
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('The figures could not be computed. Please try again.');
    const asked = api.callsTo(FIGURES).length;
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Territory figures' }, patient)).toBeVisible();
    expect(api.callsTo(FIGURES)).toHaveLength(asked + 1);
  });

  it('shows the figures’ refusal without Try again', async () => {
    const msg = 'The figures are not available to your account.';
    renderWizard({ [FIGURES]: { status: 403, body: { code: 'forbidden', msg } } });
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('the Territory Wizard’s saved plans and colleagues when they could not be loaded', { timeout: 60_000 }, () => {
  const PLANS = 'GET /analytics/api/territories/files';
  const COLLEAGUES = 'GET /analytics/api/territories/colleagues';
  const summary = { ...plan.file, name: 'Sample west plan' };

  it('shows a refusal of the plans in the Open dialog, not “no plans”, without Try again', async () => {
    const msg = 'Territory plans are not part of your subscription.';
    const { api, user } = renderWizard({ [PLANS]: { status: 403, body: { code: 'forbidden', msg } } });
    await user.click(await screen.findByRole('button', { name: 'Open…' }, patient));
    const dialog = await findShownDialog('Open a territory plan');
    const alert = await within(dialog).findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Go to My Files' })).toHaveAttribute('href', '/myfiles');
    expect(within(dialog).queryByText(/You have no territory plans yet/)).toBeNull();
    expect(api.callsTo(PLANS)).toHaveLength(1);
  });

  it('offers Try again in the Open dialog after a 503, which lists the plans', async () => {
    let failing = true;
    const { api, user } = renderWizard({
      [PLANS]: () =>
        failing
          ? { status: 503, body: { code: 'unavailable', msg: 'The plans are busy.' } }
          : { body: { files: [summary] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Open…' }, patient));
    const dialog = await findShownDialog('Open a territory plan');
    const retry = await within(dialog).findByRole('button', { name: 'Try again' }, patient);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The plans are busy.');
    const asked = api.callsTo(PLANS).length;
    failing = false;
    await user.click(retry);
    expect(await within(dialog).findByRole('button', { name: 'Open Sample west plan' }, patient)).toBeVisible();
    expect(api.callsTo(PLANS)).toHaveLength(asked + 1);
  });

  it('says the colleagues could not be loaded, with Try again that suggests them as reps', async () => {
    let failing = true;
    const { api, user } = renderWizard({
      [COLLEAGUES]: () => {
        if (failing) throw new TypeError('Failed to fetch');
        return { body: { colleagues: [{ name: 'Sample Colleague', email: 'colleague@example.com' }] } };
      },
    });
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('Your colleagues could not be loaded');
    const asked = api.callsTo(COLLEAGUES).length;
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), patient);
    expect(api.callsTo(COLLEAGUES)).toHaveLength(asked + 1);
    await user.click(screen.getAllByRole('textbox', { name: /Assign a rep to/ })[0] as HTMLElement);
    expect(await screen.findByRole('option', { name: 'Sample Colleague' }, patient)).toBeVisible();
  });

  it('shows a refusal of the colleagues without Try again', async () => {
    const msg = 'Colleagues are listed only for an organisation’s members.';
    renderWizard({ [COLLEAGUES]: { status: 403, body: { code: 'forbidden', msg } } });
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent(msg);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
