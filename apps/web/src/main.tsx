import './app/zod-without-eval.ts';
import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import {
  AppReadyMarker,
  hasPrerenderedPage,
  loadMatchedRouteModules,
  unhideLayoutParts,
} from './app/hydrate-prerendered.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, ROOT_ROUTE_ID, routes } from './app/router.tsx';
import { restoreSession } from './features/identity/api/renew-session.ts';
import { configureHttp } from './lib/http.ts';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Public pages arrive prerendered: hydrate them. The root loader (session restore) then runs
// after hydration instead of before the first render; every other page renders from scratch.
const prerendered = hasPrerenderedPage(document, window.location.pathname);
if (prerendered) {
  await loadMatchedRouteModules(routes, window.location.pathname);
  unhideLayoutParts(root);
} else root.replaceChildren();
const router = createAppRouter(prerendered ? { hydrationData: { loaderData: { [ROOT_ROUTE_ID]: null } } } : undefined);
// The HTTP client opens status pages (spec §8) through the router, keeping the app loaded.
configureHttp({ navigate: (to) => void router.navigate(to) });

const app = (
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
    <AppReadyMarker />
  </StrictMode>
);
if (prerendered) {
  // As a transition, hydration yields to the browser between chunks of work instead of one long task.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  void restoreSession();
} else {
  createRoot(root).render(app);
}
