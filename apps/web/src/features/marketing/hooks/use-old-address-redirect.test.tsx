import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { useOldAddressRedirect } from './use-old-address-redirect.ts';

function FallbackHome() {
  useOldAddressRedirect();
  return <h1>Home</h1>;
}

const config = {
  redirectUrls: [{ oldUrl: '/products/usmto', newUrl: '/usmto' }],
  roles: { mtprospect: 'mtprospect' },
  stateList: [],
  supportEmail: 'support@example.org',
  supportPhone: '(703) 555-0142',
  decommissionDate: '2025-12-31',
};

const routes = [
  { path: '/usmto', element: <h1>USMTO page</h1> },
  { path: '/500', element: <h1>Error page</h1> },
  { path: '*', element: <FallbackHome /> },
];

describe('old-to-new redirect on Home', () => {
  it('replaces an old address, whatever its case and trailing slash, keeping the query', async () => {
    fakeApi({ 'GET /assets/config/config.json': { body: config } });
    const { router } = renderRoutes(routes, '/Products/USMTO/?from=mail');
    expect(await screen.findByRole('heading', { name: 'USMTO page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/usmto');
    expect(router.state.location.search).toBe('?from=mail');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves other addresses alone', async () => {
    const api = fakeApi({ 'GET /assets/config/config.json': { body: config } });
    const { router } = renderRoutes(routes, '/products/usmto-extra');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/usmto-extra');
  });

  it('stays on Home when the configuration cannot be loaded', async () => {
    const api = fakeApi({ 'GET /assets/config/config.json': { status: 500 } });
    const { router } = renderRoutes(routes, '/products/usmto');
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/products/usmto');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
