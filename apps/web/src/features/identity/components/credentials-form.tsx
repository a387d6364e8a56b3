// What the sign-in and admin-login forms share: the Username and Password fields, and a submit
// that shows the refusal's msg and empties the password for the next try. While it runs the
// fields are disabled; on success it stays busy, as the page moves on.
import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { PasswordField, TextField } from '../../../components/form-fields.tsx';
import { messageOf } from '../error-message.ts';

type Credentials = { password: string };

export function useCredentialsSubmit<Values extends Credentials>(
  form: UseFormReturnType<Values>,
  attempt: (values: Values) => Promise<void>,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      await attempt(values);
    } catch (failure) {
      setError(messageOf(failure));
      form.setFieldValue('password' as LooseKeys<Values>, '' as never);
      setBusy(false);
    }
  }

  return { busy, error, submit };
}

export function CredentialFields<Values extends Credentials>({
  form,
  usernamePath,
  busy,
  autoFocus = false,
}: {
  form: UseFormReturnType<Values>;
  usernamePath: LooseKeys<Values>;
  busy: boolean;
  /** The page's first field: Mantine focuses it (data-autofocus). */
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        form={form}
        path={usernamePath}
        label="Username"
        autoComplete="username"
        maxLength={100}
        withAsterisk
        disabled={busy}
        data-autofocus={autoFocus || undefined}
      />
      <PasswordField
        form={form}
        path={'password' as LooseKeys<Values>}
        label="Password"
        autoComplete="current-password"
        maxLength={100}
        withAsterisk
        disabled={busy}
      />
    </>
  );
}
