// /logout (spec §4): signed in → the identity provider's single logout (a full-page trip that
// returns to logout/callback); signed out → straight to the logout callback.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../lib/paths.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { LOGOUT_START_URL } from '../api/log-out.ts';
import { loadFullPage } from '../full-page.ts';

export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (isLoggedIn()) loadFullPage(LOGOUT_START_URL);
    else navigate(paths.logoutCallback, { replace: true });
  }, [navigate]);
  return <PageLoader />;
}
