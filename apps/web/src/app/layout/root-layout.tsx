import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useLoggedIn } from '../../lib/session.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { APP_DROPDOWN_ON, HIDE_FOOTER_ON, HIDE_MARKETING_LINKS_ON, matchesPrefix } from '../layout-config.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { DocumentHead } from './document-head.tsx';
import { useAnchorScrolling } from './use-anchor-scrolling.ts';
import { UserMenu } from './user-menu.tsx';

// Loaded only for a signed-in user: the dropdown carries the HTML sanitiser, the gate the full terms of use.
const AppDropdown = lazy(async () => ({
  default: (await import('../../features/catalog/components/app-dropdown.tsx')).AppDropdown,
}));
const TermsGate = lazy(async () => ({
  default: (await import('../../features/identity/components/terms-gate.tsx')).TermsGate,
}));

export function RootLayout() {
  const { pathname } = useLocation();
  const loggedIn = useLoggedIn();
  useAnchorScrolling();
  // The administrator's lists once the configuration has loaded; the defaults before (and in prerendered pages).
  const routes = useSiteConfig().data?.layoutRoutes;
  const hideMarketingLinksOn = routes?.hideMarketingLinksOn ?? HIDE_MARKETING_LINKS_ON;
  const hideFooterOn = routes?.hideFooterOn ?? HIDE_FOOTER_ON;
  const appDropdownOn = routes?.appDropdownOn ?? APP_DROPDOWN_ON;
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <AppHeader
        showMarketingLinks={!matchesPrefix(pathname, hideMarketingLinksOn)}
        appDropdown={
          loggedIn && matchesPrefix(pathname, appDropdownOn) ? (
            <Suspense fallback={null}>
              <AppDropdown pathname={pathname} />
            </Suspense>
          ) : null
        }
        userArea={<UserMenu />}
      />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {!matchesPrefix(pathname, hideFooterOn) && <AppFooter />}
      {loggedIn && (
        <Suspense fallback={null}>
          <TermsGate />
        </Suspense>
      )}
      <ScrollRestoration />
      <DocumentHead />
    </Box>
  );
}
