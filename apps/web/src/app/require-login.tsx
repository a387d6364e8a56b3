// Route guard (spec §2): a signed-out visitor is sent to /login with the requested URL remembered.
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { rememberReturnUrl, useLoggedIn } from '../lib/session.ts';

export function RequireLogin() {
  const loggedIn = useLoggedIn();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loggedIn) {
      rememberReturnUrl(`${location.pathname}${location.search}${location.hash}`);
      navigate(paths.login, { replace: true });
    }
  }, [loggedIn, location, navigate]);
  return loggedIn ? <Outlet /> : null;
}
