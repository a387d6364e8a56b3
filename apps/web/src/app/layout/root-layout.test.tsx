import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../test/cookies.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { product, userDetails } from '../../../test/identity-fixtures.ts';
import { siteConfig } from '../../../test/payment-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { siteContact } from '../../content/site-contact.ts';
import { setAccessToken } from '../../lib/session.ts';
import { APP_DROPDOWN_ON, HIDE_FOOTER_ON, HIDE_MARKETING_LINKS_ON } from '../layout-config.ts';
import { RootLayout } from './root-layout.tsx';

const econ = product({
  app_title: 'Economic <em>Trends</em>',
  appurl: 'analytics/viewer/econ-trends',
  mti_role_name: 'econ',
  url_key: 'trends',
});
const econMail = product({
  app_title: 'Economic Mail',
  appurl: 'cds/econ-mail',
  mti_role_name: 'econ',
  url_key: 'mail',
});
const passport = product({
  app_title: 'IMTS Exhibitor Passport',
  appurl: 'passport',
  mti_role_name: 'passport',
  url_key: 'imts',
});

/** The app's root layout over a page that names its own path. */
function renderLayout(path: string) {
  return renderRoutes(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: '*', element: <h1>Some page</h1> },
        ],
      },
    ],
    path,
  );
}

function signIn() {
  const api = fakeApi({
    'GET /api/mti/user': { body: userDetails() },
    'GET /api/mti/products': { body: [econ, econMail, passport] },
    'GET /api/mti/products/econ': { body: [] },
    'GET /api/mti/products/passport': { body: [] },
    'GET /assets/config/config.json': { body: siteConfig },
  });
  signInWithCookie('1001');
  setAccessToken('t');
  return api;
}

const header = () => screen.getByRole('banner');
const footer = () => screen.queryByRole('contentinfo');

beforeEach(() => {
  // ScrollRestoration scrolls the window on every navigation; jsdom implements no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // The layout reads the administrator's route lists and support contact from the main configuration.
  fakeApi({ 'GET /assets/config/config.json': { body: siteConfig } });
});
afterEach(() => {
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('the footer', () => {
  it('shows the postal address, contact e-mail, phone and fax', async () => {
    renderLayout('/');
    await screen.findByRole('heading', { name: 'Home page' });
    const shown = within(footer() as HTMLElement);
    const address = shown.getByText(siteContact.street, { exact: false });
    expect(address).toHaveTextContent(`${siteContact.street}${siteContact.city}`);
    expect(shown.getByRole('link', { name: siteContact.email })).toHaveAttribute('href', `mailto:${siteContact.email}`);
    expect(shown.getByRole('link', { name: siteContact.phone })).toHaveAttribute('href', siteContact.phoneHref);
    expect(shown.getByText(`Fax: ${siteContact.fax}`)).toBeVisible();
  });

  it('is hidden on every configured route prefix and shown elsewhere', async () => {
    const { router } = renderLayout('/support');
    await screen.findByRole('heading', { name: 'Some page' });
    expect(footer()).toBeInTheDocument();
    for (const prefix of HIDE_FOOTER_ON) {
      for (const path of [prefix, `${prefix}/usmto-orders`]) {
        await act(() => router.navigate(path));
        expect(footer(), path).not.toBeInTheDocument();
      }
    }
    // A path that only begins with the same letters is not under the prefix.
    for (const path of ['/', '/myapps', '/cdsinfo', '/analytics', '/legal/privacy-policy']) {
      await act(() => router.navigate(path));
      expect(footer(), path).toBeInTheDocument();
    }
  });
});

describe('the configuration an administrator saved', () => {
  it('shows its support phone in the footer and hides the footer on its routes', async () => {
    fakeApi({
      'GET /assets/config/config.json': {
        body: {
          ...siteConfig,
          supportPhone: '(202) 555-0177',
          layoutRoutes: { hideMarketingLinksOn: [], hideFooterOn: ['/support'], appDropdownOn: [] },
        },
      },
    });
    const { router } = renderLayout('/');
    const phone = await within(footer() as HTMLElement).findByRole('link', { name: '(202) 555-0177' });
    expect(phone).toHaveAttribute('href', 'tel:+12025550177');
    await act(() => router.navigate('/support'));
    expect(footer()).not.toBeInTheDocument();
    // The defaults hid the footer on viewers; this list does not.
    await act(() => router.navigate('/cds/econ-mail'));
    expect(footer()).toBeInTheDocument();
  });
});

describe('the header', () => {
  it('hides Features and Products on every configured route prefix and shows them elsewhere', async () => {
    const { router } = renderLayout('/');
    await screen.findByRole('heading', { name: 'Home page' });
    const marketingLinks = () =>
      within(header())
        .queryAllByRole('link')
        .map((link) => link.textContent)
        .filter((name) => name === 'Features' || name === 'Products');
    expect(marketingLinks()).toEqual(['Features', 'Products']);
    expect(within(header()).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(within(header()).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/#products');
    for (const prefix of HIDE_MARKETING_LINKS_ON) {
      for (const path of [prefix, `${prefix}/something`]) {
        await act(() => router.navigate(path));
        expect(marketingLinks(), path).toEqual([]);
      }
    }
    for (const path of ['/support', '/login', '/legal/terms-of-use', '/myappsx']) {
      await act(() => router.navigate(path));
      expect(marketingLinks(), path).toEqual(['Features', 'Products']);
    }
    // Two navigations per prefix: a busy machine takes longer than the default 5 s.
  }, 20_000);

  it('links the logo home', async () => {
    const { router } = renderLayout('/support');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Some page' });
    const logo = within(header()).getByRole('link', { name: 'MTI Portal home' });
    expect(logo).toHaveAttribute('href', '/');
    await user.click(logo);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('always shows the Support link, signed out and signed in', async () => {
    // A viewer route hides the marketing links and the footer (and its own Support link).
    const signedOut = renderLayout('/analytics/viewer/econ-trends');
    await screen.findByRole('heading', { name: 'Some page' });
    expect(within(header()).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(within(header()).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    signedOut.unmount();

    signIn();
    renderLayout('/analytics/viewer/econ-trends');
    expect(await within(header()).findByRole('button', { name: 'Maria Member' })).toBeVisible();
    expect(within(header()).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(within(header()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('the header app dropdown', () => {
  it('shows the app title on each configured route when signed in', async () => {
    signIn();
    const { router } = renderLayout('/myapps');
    expect(await within(header()).findByRole('button', { name: 'Maria Member' })).toBeVisible();
    for (const prefix of APP_DROPDOWN_ON) {
      const [path, title] =
        prefix === '/cds'
          ? ['/cds/econ-mail', 'Economic Mail']
          : prefix === '/passport'
            ? ['/passport/find-prospects', 'IMTS Exhibitor Passport']
            : [`${prefix}/econ-trends`, 'Economic Trends'];
      await act(() => router.navigate(path));
      expect(await within(header()).findByRole('button', { name: title }), path).toBeVisible();
    }
  });

  it('stays away off those routes, while the app title is unknown, and when signed out', async () => {
    const api = signIn();
    const { router, unmount } = renderLayout('/analytics/viewer/econ-trends');
    expect(await within(header()).findByRole('button', { name: 'Economic Trends' })).toBeVisible();
    for (const path of ['/myapps', '/myfiles', '/support', '/']) {
      await act(() => router.navigate(path));
      expect(within(header()).queryByRole('button', { name: 'Economic Trends' }), path).not.toBeInTheDocument();
    }
    // An app the products do not list has no known title.
    await act(() => router.navigate('/analytics/viewer/usmto-unknown'));
    expect(await within(header()).findByRole('button', { name: 'Maria Member' })).toBeVisible();
    expect(within(header()).queryByRole('button', { name: 'Economic Trends' })).not.toBeInTheDocument();
    unmount();

    clearTestCookies();
    setAccessToken(null);
    const productCalls = api.callsTo('GET /api/mti/products').length;
    renderLayout('/analytics/viewer/econ-trends');
    expect(await within(header()).findByRole('link', { name: 'Login' })).toBeVisible();
    // Only the mobile menu's burger: neither the dropdown nor a user menu.
    expect(
      within(header())
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Open navigation']);
    expect(api.callsTo('GET /api/mti/products')).toHaveLength(productCalls);
  });
});
