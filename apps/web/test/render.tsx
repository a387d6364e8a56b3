// Renders a component inside the app's providers, as the app itself would.

import { createTheme, Popover } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/providers.tsx';
import { createQueryClient } from '../src/lib/query-client.ts';

// jsdom lays nothing out: every element measures 0 × 0 in the top-left corner, which floating-ui reads
// as a menu's button scrolled out of view, and Mantine then hides the open menu, select or popover
// (display: none) a moment after it opened. A test that looks for a menu item in that moment passed, one
// a moment later failed (on a busy machine). In tests a dropdown stays shown, as a browser shows the menu
// of a button in view.
const testTheme = createTheme({
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});

export function renderWithProviders(ui: ReactElement) {
  return render(
    <AppProviders queryClient={createQueryClient()} themeOverride={testTheme}>
      {ui}
    </AppProviders>,
  );
}

/** Pass a queryClient to look at (or seed) the cache the rendered routes use. */
export function renderRoutes(routes: RouteObject[], initialPath = '/', queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders queryClient={queryClient} themeOverride={testTheme}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
