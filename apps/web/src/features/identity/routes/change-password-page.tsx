// changepassword (spec §2, §4, §5): login required. On success a success message, a fresh login
// with the new password, then myaccount; a login error at that point goes to the status page. An
// administrator acting as the user is told they cannot change it (the server refuses, decision 026).
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { ADMIN_CANNOT_CHANGE_PASSWORD } from '@mti/contracts/identity/identity-api';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/toast.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { HttpError } from '../../../lib/http.ts';
import { paths, statusPagePath } from '../../../lib/paths.ts';
import { changePassword } from '../api/change-password.ts';
import { logIn } from '../api/log-in.ts';
import { IdentityPage } from '../components/identity-page.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { messageOf } from '../error-message.ts';
import { beginSession } from '../session-lifecycle.ts';

export const PASSWORD_CHANGED = 'Your password has been changed successfully.';

export function ChangePasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [state, setState] = useState<'form' | 'saving' | 'changed'>('form');
  const [serverError, setServerError] = useState<string | null>(null);

  async function save(newPassword: string) {
    if (!user.data) return;
    setState('saving');
    setServerError(null);
    try {
      await changePassword(newPassword);
    } catch (failure) {
      setServerError(messageOf(failure));
      setState('form');
      return;
    }
    setState('changed');
    showToast({ tone: 'success', message: PASSWORD_CHANGED });
    try {
      const session = await logIn({ userid: user.data.userid, password: newPassword });
      beginSession(queryClient, session);
      navigate(paths.myAccount, { replace: true });
    } catch (failure) {
      navigate(statusPagePath(failure instanceof HttpError ? failure.status : 500), { replace: true });
    }
  }

  return (
    <IdentityPage heading="Change Password">
      {user.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={36} />
        </Stack>
      ) : user.data?.acting_admin ? (
        <Alert color="yellow" variant="light" icon={<IconLock size={20} />} role="alert">
          {ADMIN_CANNOT_CHANGE_PASSWORD}
        </Alert>
      ) : state === 'changed' ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
          {PASSWORD_CHANGED} Signing you in with your new password…
        </Alert>
      ) : (
        <>
          {user.data?.force_password_change && (
            <Text c="dimmed">Your password must be changed before you continue. Choose a new password below.</Text>
          )}
          <NewPasswordForm onSubmit={save} busy={state === 'saving'} serverError={serverError} />
        </>
      )}
    </IdentityPage>
  );
}
