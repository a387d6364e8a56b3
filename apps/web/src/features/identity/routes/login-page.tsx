// /login (spec §2): a full-page trip to the identity provider's sign-in, through the server,
// carrying the URL the guard remembered.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { apiUrl } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { isLoggedIn, peekReturnUrl, takeReturnUrl } from '../../../lib/session.ts';
import { loadFullPage } from '../full-page.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (isLoggedIn()) {
      navigate(takeReturnUrl() ?? paths.myApps, { replace: true });
      return;
    }
    loadFullPage(apiUrl('mti/login/start', { return: peekReturnUrl() ?? undefined }));
  }, [navigate]);
  return <PageLoader />;
}
