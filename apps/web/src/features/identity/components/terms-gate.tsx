// The blocking terms modal after sign-in (spec §4, §9): a signed-in user who has not signed the
// terms of use gets it 200 ms after the page settles. Accept records the acceptance, signs in to
// the analytics server and reloads; Cancel logs the user out.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TermsDialog } from '../../../components/terms-dialog.tsx';
import { showToast } from '../../../components/toast.ts';
import { TermsOfUseContent } from '../../../content/legal/terms-of-use.tsx';
import { signInToAnalytics } from '../../../lib/analytics-session.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { useLoggedIn } from '../../../lib/session.ts';
import { acceptEula } from '../api/accept-eula.ts';
import { messageOf } from '../error-message.ts';
import { reloadPage } from '../full-page.ts';

/** Spec §9: the terms check after login runs after 200 ms. */
export const TERMS_CHECK_DELAY_MS = 200;

// Pages that are mid-way through signing in or out, or that must come first (a forced change).
const NOT_ON: readonly string[] = [
  paths.login,
  paths.loginCallback,
  paths.signIn,
  paths.logout,
  paths.logoutCallback,
  paths.cdsLogoutCallback,
  paths.changePassword,
];

export function TermsGate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = useLoggedIn();
  const { data: user } = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  // A forced password change comes first (spec §4); the terms follow on the next page.
  const mustSign =
    loggedIn && !!user && !user.has_signed_eula && !user.force_password_change && !NOT_ON.includes(pathname);

  useEffect(() => {
    if (!mustSign) {
      setOpened(false);
      return;
    }
    const timer = window.setTimeout(() => setOpened(true), TERMS_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mustSign]);

  async function accept() {
    setBusy(true);
    try {
      await acceptEula();
      await signInToAnalytics();
      reloadPage();
    } catch (failure) {
      showToast({ tone: 'error', title: 'Your acceptance was not saved', message: messageOf(failure) });
      setBusy(false);
    }
  }

  return (
    <TermsDialog
      opened={opened}
      title="Terms of Use"
      onAccept={accept}
      onCancel={() => {
        setOpened(false);
        navigate(paths.logout);
      }}
      busy={busy}
      fullTermsHref="/legal/terms-of-use"
    >
      <TermsOfUseContent headingLevel={3} />
    </TermsDialog>
  );
}
