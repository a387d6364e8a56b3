// logout/callback and cdslogout/callback (spec §2, §4). The cds callback (the e-mail tool signing
// out) sets a flag and logs out if signed in, else goes home. The logout callback ends the
// session on both servers, forgets the user, products and product details, then goes home — or
// to the e-mail tool's logout page when the flag is set.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../lib/paths.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { siteConfigQuery } from '../../../lib/site-config.ts';
import { endServerSessions } from '../api/log-out.ts';
import { loadFullPage } from '../full-page.ts';
import { forgetSession } from '../session-lifecycle.ts';

const CDS_LOGOUT_FLAG = 'mti.cdsLogout';

export function CdsLogoutCallbackPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (isLoggedIn()) {
      sessionStorage.setItem(CDS_LOGOUT_FLAG, 'true');
      navigate(paths.logout, { replace: true });
    } else {
      sessionStorage.removeItem(CDS_LOGOUT_FLAG);
      navigate(paths.home, { replace: true });
    }
  }, [navigate]);
  return <PageLoader />;
}

export function LogoutCallbackPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;

    async function signOut() {
      await endServerSessions();
      forgetSession(queryClient);
      const fromCds = sessionStorage.getItem(CDS_LOGOUT_FLAG) === 'true';
      sessionStorage.removeItem(CDS_LOGOUT_FLAG);
      if (fromCds) {
        const config = await queryClient.fetchQuery(siteConfigQuery()).catch(() => null);
        if (config?.cdsLogoutUrl) {
          loadFullPage(config.cdsLogoutUrl);
          return;
        }
      }
      navigate(paths.home, { replace: true });
    }
    void signOut();
  }, [navigate, queryClient]);
  return <PageLoader />;
}
