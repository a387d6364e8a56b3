// login/callback (spec §2): the identity provider hands back here. The login cookie decides:
// absent → 500; present but not valid (profile still provisioning) → missing-id; valid → signed
// in, then the remembered return URL, else myapps.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { currentUserQuery } from '../../../lib/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import {
  getAccessToken,
  isSameSitePath,
  readLoginCookie,
  sessionChanged,
  setAccessToken,
  takeReturnUrl,
} from '../../../lib/session.ts';
import { restoreSession } from '../api/renew-session.ts';
import { pathAfterSignIn } from '../session-lifecycle.ts';

export function LoginCallbackPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returnParam = searchParams.get('return');

    async function completeSignIn() {
      const cookie = readLoginCookie();
      if (!cookie) return navigate(paths.status.serverError, { replace: true });
      if (!cookie.is_valid) {
        setAccessToken(null);
        return navigate(paths.status.missingId, { replace: true });
      }
      // After an external provider the page was reloaded: the token comes from the session cookie.
      await restoreSession();
      if (!getAccessToken()) return navigate(paths.status.unknownError, { replace: true });
      sessionChanged();
      // lib/http opens the status page itself if the details cannot be loaded.
      const user = await queryClient.fetchQuery(currentUserQuery()).catch(() => null);
      if (!user) return;
      const returnUrl = takeReturnUrl() ?? (isSameSitePath(returnParam) ? returnParam : null);
      navigate(pathAfterSignIn(user, returnUrl), { replace: true });
    }
    void completeSignIn();
  }, [navigate, queryClient, searchParams]);

  return <PageLoader />;
}
