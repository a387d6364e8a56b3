// admin (spec §2, §4, §5): an administrator signs in as another user with Username, Password and
// MTI Username. Failures show the returned msg under the form; success loads the user's details,
// then changepassword when forced, else myapps.
import { Button, Stack } from '@mantine/core';
import { adminLoginBody } from '@mti/contracts/identity/identity-api';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { TextField } from '../../../components/form-fields.tsx';
import { useSubmitAttemptForm } from '../../../components/use-submit-attempt-form.ts';
import { currentUserQuery } from '../../../lib/current-user.ts';
import { type AdminLoginBody, adminLogIn } from '../api/admin-log-in.ts';
import { CredentialFields, useCredentialsSubmit } from '../components/credentials-form.tsx';
import { FormError } from '../components/form-error.tsx';
import { IdentityPage } from '../components/identity-page.tsx';
import { beginSession, pathAfterSignIn } from '../session-lifecycle.ts';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The administrator console's "Act as this user" fills in the MTI Username (issue 19).
  const [search] = useSearchParams();
  const form = useSubmitAttemptForm<AdminLoginBody>({
    initialValues: { adminid: '', password: '', userid: (search.get('userid') ?? '').slice(0, 100) },
    validate: contractFormRules(adminLoginBody),
  });
  const { busy, error, submit } = useCredentialsSubmit(form, async (values) => {
    const session = await adminLogIn({
      adminid: values.adminid.trim(),
      password: values.password,
      userid: values.userid.trim(),
    });
    beginSession(queryClient, session);
    const user = await queryClient.fetchQuery(currentUserQuery());
    navigate(pathAfterSignIn(user, null), { replace: true });
  });

  return (
    <IdentityPage heading="Admin Login" intro="Sign in with your administrator account to act as a portal user.">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <CredentialFields form={form} usernamePath="adminid" busy={busy} />
          <TextField
            form={form}
            path="userid"
            label="MTI Username"
            autoComplete="off"
            maxLength={100}
            withAsterisk
            disabled={busy}
          />
          <Button type="submit" loading={busy}>
            Sign in as user
          </Button>
          <FormError message={error} />
        </Stack>
      </form>
    </IdentityPage>
  );
}
