// The pages that ask for an account's e-mail address and send it something (forgotpassword,
// forgotusername): one e-mail field; on success the form gives way to a 'Check your e-mail'
// notice. Signed-in users have nothing to ask for and go to their apps.
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { $ZodType } from 'zod/v4/core';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { TextField } from '../../../components/form-fields.tsx';
import { useSubmitAttemptForm } from '../../../components/use-submit-attempt-form.ts';
import { paths } from '../../../lib/paths.ts';
import { useLoggedIn } from '../../../lib/session.ts';
import { FormError } from './form-error.tsx';
import { IdentityPage } from './identity-page.tsx';

type Props = {
  heading: string;
  /** Above the form; gone once the mail is sent. */
  intro: string;
  submitLabel: string;
  /** The contract's body schema (`{email}`), so the browser says what the server would. */
  schema: $ZodType;
  request: (email: string) => Promise<unknown>;
  /** What a failed request shows under the field; null shows nothing (e.g. the status page opened). */
  errorMessage: (failure: unknown) => string | null;
  /** The body of the 'Check your e-mail' notice. */
  sentNotice: ReactNode;
};

export function EmailRequestPage({ heading, intro, submitLabel, schema, request, errorMessage, sentNotice }: Props) {
  const loggedIn = useLoggedIn();
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [error, setError] = useState<string | null>(null);
  const form = useSubmitAttemptForm<{ email: string }>({
    initialValues: { email: '' },
    validate: contractFormRules(schema),
  });

  if (loggedIn) return <Navigate to={paths.myApps} replace />;

  async function send({ email }: { email: string }) {
    setState('sending');
    setError(null);
    try {
      await request(email.trim());
      setState('sent');
    } catch (failure) {
      setError(errorMessage(failure));
      setState('form');
    }
  }

  return (
    <IdentityPage heading={heading} intro={state === 'sent' ? undefined : intro}>
      {state === 'sent' ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} title="Check your e-mail" role="status">
          {sentNotice}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit(send)} noValidate>
          <Stack gap="md">
            <TextField
              form={form}
              path="email"
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={100}
              withAsterisk
              disabled={state === 'sending'}
            />
            <FormError message={error} />
            <Button type="submit" loading={state === 'sending'}>
              {submitLabel}
            </Button>
            <Anchor component={Link} to={paths.login} size="sm">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      )}
    </IdentityPage>
  );
}
