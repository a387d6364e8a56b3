// /signin: the built-in identity provider's page (user id and password). On success the server
// has opened the session and set the login cookie; login/callback takes it from there.
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { loginBody } from '@mti/contracts/identity/identity-api';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { useSubmitAttemptForm } from '../../../components/use-submit-attempt-form.ts';
import { paths } from '../../../lib/paths.ts';
import { useLoggedIn } from '../../../lib/session.ts';
import { type LoginBody, logIn } from '../api/log-in.ts';
import { CredentialFields, useCredentialsSubmit } from '../components/credentials-form.tsx';
import { FormError } from '../components/form-error.tsx';
import { IdentityPage } from '../components/identity-page.tsx';
import { beginSession } from '../session-lifecycle.ts';

export function SignInPage() {
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const form = useSubmitAttemptForm<LoginBody>({
    initialValues: { userid: '', password: '' },
    validate: contractFormRules(loginBody),
  });
  const { busy, error, submit } = useCredentialsSubmit(form, async (values) => {
    const session = await logIn({ userid: values.userid.trim(), password: values.password });
    beginSession(queryClient, session);
    const returnTo = searchParams.get('return');
    navigate(`${paths.loginCallback}${returnTo ? `?${new URLSearchParams({ return: returnTo })}` : ''}`, {
      replace: true,
    });
  });

  // A signed-in visitor has nothing to do here; while signing in, the callback takes over.
  if (loggedIn && !busy) return <Navigate to={paths.myApps} replace />;

  return (
    <IdentityPage heading="Sign in" intro="Sign in to MTI Portal with your username and password.">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <CredentialFields form={form} usernamePath="userid" busy={busy} autoFocus />
          <FormError message={error} />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
            <Anchor component={Link} to={paths.forgotUsername} size="sm">
              Forgot username?
            </Anchor>
          </Group>
        </Stack>
      </form>
    </IdentityPage>
  );
}
