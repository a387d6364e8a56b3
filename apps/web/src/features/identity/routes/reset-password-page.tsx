// resetpassword/{mtu} (spec §2, §4): not login-gated. An expired or used link shows the expired
// message with a link to forgotpassword; otherwise the two-field form. After a reset the user is
// signed in: a forced change → changepassword, unsigned terms → the terms modal, else myapps.
import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { RESET_LINK_EXPIRED } from '@mti/contracts/identity/identity-api';
import { IconClockX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { isExpiredResetLink, resetLinkStatusQuery, resetPassword } from '../api/reset-password.ts';
import { FormError } from '../components/form-error.tsx';
import { IdentityPage } from '../components/identity-page.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { messageOf } from '../error-message.ts';
import { beginSession, pathAfterSignIn } from '../session-lifecycle.ts';

export function ResetPasswordPage() {
  const { mtu = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const linkStatus = useQuery(resetLinkStatusQuery(mtu));
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  async function reset(newPassword: string) {
    setBusy(true);
    setServerError(null);
    try {
      const session = await resetPassword(mtu, newPassword);
      beginSession(queryClient, session);
      navigate(pathAfterSignIn(session, null), { replace: true });
    } catch (failure) {
      // The link may have been used in another tab, or run out while the user typed.
      if (isExpiredResetLink(failure)) setExpired(true);
      else setServerError(messageOf(failure));
      setBusy(false);
    }
  }

  const linkExpired = expired || linkStatus.data === false || isExpiredResetLink(linkStatus.error);

  return (
    <IdentityPage heading="Reset Password">
      {linkStatus.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Checking your reset link">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={36} />
        </Stack>
      ) : linkExpired ? (
        <Alert color="orange" variant="light" icon={<IconClockX size={20} />} role="status">
          <Text fw={600}>{RESET_LINK_EXPIRED}</Text>
          <Text size="sm" mt={4}>
            Reset links work once and expire after 60 minutes.{' '}
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Request a new reset link
            </Anchor>
            .
          </Text>
        </Alert>
      ) : linkStatus.isError ? (
        <FormError message={`Error : ${messageOf(linkStatus.error)}`} />
      ) : (
        <>
          <Text c="dimmed">Choose a new password for your account.</Text>
          <NewPasswordForm onSubmit={reset} busy={busy} serverError={serverError} />
        </>
      )}
    </IdentityPage>
  );
}
