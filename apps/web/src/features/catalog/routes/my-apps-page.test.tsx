import type { ProductRecord } from '@mti/contracts/catalog/catalog-api';
import type { UserDetails } from '@mti/contracts/identity/identity-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { findShownDialog } from '../../../../test/dialogs.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { product, userDetails } from '../../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { MyAppsPage } from './my-apps-page.tsx';

const hour = 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const siteConfig = {
  roles: { mtprospect: 'mtprospect' },
  stateList: [],
  supportEmail: 'support@mti-portal.example',
  supportPhone: '(703) 555-0142',
  decommissionDate: '2025-12-31',
};

const memberApps: ProductRecord[] = [
  product({
    group_name: 'Trends',
    group_sort_order: 2,
    app_title: 'Economic Trends',
    appurl: 'analytics/viewer/econ-trends',
    mti_role_name: 'econ',
    url_key: 'trends',
    app_sort_order: 1,
  }),
  product({
    group_name: 'Market Intelligence',
    group_sort_order: 1,
    app_title: 'Map U.S. Markets',
    appurl: 'analytics/viewer/mapus-markets',
    mti_role_name: 'mapus',
    url_key: 'markets',
    app_sort_order: 2,
  }),
  product({
    group_name: 'Market Intelligence',
    group_sort_order: 1,
    app_title: 'USMTO<sup>®</sup><script>window.hacked = true</script>',
    appurl: 'analytics/viewer/usmto-orders',
    app_sort_order: 1,
  }),
  product({
    group_name: 'Trends',
    group_sort_order: 2,
    app_title: 'Tech Trends Roadmaps',
    appurl: 'https://roadmaps.example/',
    target: '_blank',
    mti_role_name: 'techtrends',
    url_key: 'roadmaps',
    app_sort_order: 2,
  }),
];

function renderLauncher({
  user = userDetails(),
  apps = memberApps,
  productsRefusal,
}: {
  user?: UserDetails;
  apps?: ProductRecord[];
  /** A failed answer to the apps' call, while it returns one. */
  productsRefusal?: () => FakeReply | null;
} = {}) {
  let products = apps;
  const api = fakeApi({
    'GET /api/mti/user': { body: user },
    'GET /api/mti/products': () => productsRefusal?.() ?? { body: products },
    'GET /assets/config/config.json': { body: siteConfig },
    'GET /api/mti/appTerms/passport': {
      body: {
        terms_key: 'passport',
        version: 3,
        body: 'Sample terms.\n\n## Handling of exported contacts\nKeep them safe; see the [Terms of Use](/legal/terms-of-use).',
      },
    },
    'PUT /api/mti/acceptEula/passport': () => {
      products = products.map((p) => (p.terms_required ? { ...p, terms_accepted: true } : p));
      return { body: { success: true } };
    },
  });
  const view = renderRoutes(
    [
      { path: '/myapps', Component: MyAppsPage },
      { path: '/analytics/viewer/:app', element: <h1>Viewer</h1> },
      { path: '/cds/:appurl', element: <h1>E-mail tool</h1> },
    ],
    '/myapps',
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

describe('My MTApps', () => {
  it('shows a loading state, then the apps grouped and ordered', async () => {
    renderLauncher();
    expect(screen.getByRole('status', { name: 'Loading your apps' })).toBeInTheDocument();
    const groups = await screen.findAllByRole('region');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['Market Intelligence', 'Trends']);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByTestId('app-card')
        .map((c) => c.textContent),
    ).toEqual(['USMTO®', 'Map U.S. Markets']);
    expect(within(groups[1] as HTMLElement).getAllByTestId('app-card')[0]).toHaveTextContent('Economic Trends');
  });

  it('shows HTML in a title as formatting, never as a script', async () => {
    renderLauncher();
    const usmto = await screen.findByRole('link', { name: 'USMTO®' });
    expect(usmto.querySelector('sup')).toHaveTextContent('®');
    expect(usmto.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens an app at its viewer route', async () => {
    const { user, router } = renderLauncher();
    await user.click(await screen.findByRole('link', { name: 'Map U.S. Markets' }));
    expect(await screen.findByRole('heading', { name: 'Viewer' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/analytics/viewer/mapus-markets');
  });

  it('opens an app from the keyboard', async () => {
    const { user, router } = renderLauncher();
    const usmto = await screen.findByRole('link', { name: 'USMTO®' });
    usmto.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Viewer' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/analytics/viewer/usmto-orders');
  });

  it('opens an external app in a new window that cannot reach back', async () => {
    renderLauncher();
    const roadmaps = await screen.findByRole('link', { name: /Tech Trends Roadmaps/ });
    expect(roadmaps).toHaveAttribute('href', 'https://roadmaps.example/');
    expect(roadmaps).toHaveAttribute('target', '_blank');
    expect(roadmaps.getAttribute('rel')).toContain('noopener');
  });

  it('shows the decommission notice with the configured date', async () => {
    renderLauncher();
    expect(await screen.findByText(/Economic Trends and Advanced Workholding Technology/)).toHaveTextContent(
      /(will be decommissioned on|passed their decommission date of) December 31, 2025\./,
    );
  });

  it("shows the maintenance text instead of the link while inside the app's window", async () => {
    renderLauncher({
      apps: [
        product({
          app_title: 'USMTO',
          is_under_maintenance: true,
          maintenance_text: 'USMTO is being updated until 2 PM Eastern.',
          maintenance_start: iso(-hour),
          maintenance_end: iso(hour),
        }),
        product({
          app_title: 'Map U.S. Markets',
          appurl: 'analytics/viewer/mapus-markets',
          mti_role_name: 'mapus',
          url_key: 'markets',
          app_sort_order: 2,
          is_under_maintenance: true,
          maintenance_text: 'Finished yesterday.',
          maintenance_start: iso(-3 * hour),
          maintenance_end: iso(-2 * hour),
        }),
      ],
    });
    expect(await screen.findByText('USMTO is being updated until 2 PM Eastern.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /USMTO/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Map U.S. Markets' })).toBeVisible();
    expect(screen.queryByText('Finished yesterday.')).not.toBeInTheDocument();
  });

  describe('app terms', () => {
    const passport = product({
      group_name: 'Shows',
      app_title: 'IMTS Exhibitor Passport',
      appurl: 'cds/passport-prospects',
      mti_role_name: 'passport',
      url_key: 'prospects',
      terms_required: true,
      terms_accepted: false,
      terms_url: '/legal/gdpr-terms',
    });

    it('asks for the terms on click; Cancel does nothing', async () => {
      const { api, user, router } = renderLauncher({ apps: [passport] });
      await user.click(await screen.findByRole('button', { name: /IMTS Exhibitor Passport/ }));
      const dialog = await findShownDialog('IMTS Exhibitor Passport: terms of use');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('PUT /api/mti/acceptEula/passport')).toHaveLength(0);
      expect(router.state.location.pathname).toBe('/myapps');
    });

    it('shows the stored text and records its version under the appurl prefix, then opens the app', async () => {
      const { api, user, router } = renderLauncher({ apps: [passport] });
      await user.click(await screen.findByRole('button', { name: /IMTS Exhibitor Passport/ }));
      const dialog = await findShownDialog('IMTS Exhibitor Passport: terms of use');
      expect(await within(dialog).findByRole('heading', { name: 'Handling of exported contacts' })).toBeVisible();
      expect(within(dialog).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/legal/terms-of-use');
      await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
      expect(await screen.findByRole('heading', { name: 'E-mail tool' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/cds/passport-prospects');
      expect(api.callsTo('PUT /api/mti/acceptEula/passport')).toHaveLength(1);
      expect(api.callsTo('PUT /api/mti/acceptEula/passport')[0]?.body).toEqual({ version: 3 });
      expect(api.callsTo('GET /api/mti/products').length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('without an active subscription', () => {
    it('asks an association member to refresh the page and gives the support line with its hours', async () => {
      renderLauncher({ user: userDetails({ is_mti_subscription_active: false, is_amt_member: true }), apps: [] });
      const notice = await screen.findByTestId('no-subscription');
      expect(notice).toHaveTextContent('You do not have an active subscription');
      expect(notice).toHaveTextContent(/please refresh this page to see them/);
      expect(notice).toHaveTextContent('(703) 555-0142 (Mon-Fri 8am-5pm EST)');
    });

    it('gives a non-member only the phone line', async () => {
      renderLauncher({ user: userDetails({ is_mti_subscription_active: false, is_amt_member: false }), apps: [] });
      const notice = await screen.findByTestId('no-subscription');
      expect(notice).toHaveTextContent('You do not have an active subscription');
      expect(notice).not.toHaveTextContent(/refresh/);
      expect(within(notice).getByRole('link', { name: '(703) 555-0142' })).toHaveAttribute('href', 'tel:7035550142');
    });

    it('says nothing of subscriptions to an active subscriber', async () => {
      renderLauncher();
      await screen.findAllByTestId('app-card');
      expect(screen.queryByTestId('no-subscription')).not.toBeInTheDocument();
    });
  });

  describe('when the apps could not be loaded', () => {
    it('shows a refusal’s own message and the way to support, without Try again', async () => {
      const msg = 'You do not have permission to access this page.';
      const { api } = renderLauncher({ productsRefusal: () => ({ status: 403, body: { code: 'forbidden', msg } }) });
      const alert = await screen.findByRole('alert', { name: 'Your apps could not be loaded' });
      expect(alert).toHaveTextContent(msg);
      expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
      expect(api.callsTo('GET /api/mti/products')).toHaveLength(1);
    });

    it.each([
      ['a 503', (): FakeReply => ({ status: 503, body: { code: 'unavailable', msg: 'The portal is busy.' } })],
      [
        'a network failure',
        (): FakeReply => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ])('offers Try again after %s, which loads the apps', async (kind, failure) => {
      let failing = true;
      const { api, user } = renderLauncher({ productsRefusal: () => (failing ? failure() : null) });
      const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
      expect(screen.getByRole('alert', { name: 'Your apps could not be loaded' })).toHaveTextContent(
        kind === 'a 503' ? 'The portal is busy.' : 'Please try again in a moment.',
      );
      const asked = api.callsTo('GET /api/mti/products').length;
      failing = false;
      await user.click(retry);
      expect(await screen.findAllByTestId('app-card')).toHaveLength(memberApps.length);
      expect(api.callsTo('GET /api/mti/products')).toHaveLength(asked + 1);
      expect(screen.queryByRole('alert', { name: 'Your apps could not be loaded' })).toBeNull();
    });
  });
});
