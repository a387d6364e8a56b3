// The two-field form of changepassword and resetpassword (spec §2, §5): New Password and Confirm
// Password, the policy's messages after a submit attempt, the requirements, and a support link.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { checkConfirmPassword, checkNewPassword } from '@mti/contracts/identity/password-policy';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/form-fields.tsx';
import { useSubmitAttemptForm } from '../../../components/use-submit-attempt-form.ts';
import { paths } from '../../../lib/paths.ts';
import { loadCommonPasswordRule } from '../common-password-rule.ts';
import { FormError } from './form-error.tsx';
import { PasswordRequirements } from './password-requirements.tsx';

type NewPasswordValues = { newPassword: string; confirmPassword: string };

type NewPasswordFormProps = {
  onSubmit: (newPassword: string) => void;
  busy: boolean;
  /** The server's refusal, shown as 'Error : {msg}' (spec §8). */
  serverError: string | null;
};

export function NewPasswordForm({ onSubmit, busy, serverError }: NewPasswordFormProps) {
  // The common-password rule arrives a moment after the page; until then submit waits for it.
  const checkCommon = useRef<((value: string) => string | null) | null>(null);
  useEffect(() => {
    void loadCommonPasswordRule().then((check) => {
      checkCommon.current = check;
    });
  }, []);

  const form = useSubmitAttemptForm<NewPasswordValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: (value) => checkNewPassword(value) ?? checkCommon.current?.(value) ?? null,
      // Spec §5: the pair is compared only once the new password itself is acceptable.
      confirmPassword: (value, values) =>
        checkNewPassword(values.newPassword) && value ? null : checkConfirmPassword(values.newPassword, value),
    },
  });

  async function submit({ newPassword }: NewPasswordValues) {
    const problem = (await loadCommonPasswordRule())(newPassword);
    if (problem) form.setFieldError('newPassword', problem);
    else onSubmit(newPassword);
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <PasswordField
          form={form}
          path="newPassword"
          label="New Password"
          autoComplete="new-password"
          maxLength={100}
          withAsterisk
          disabled={busy}
        />
        <PasswordField
          form={form}
          path="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          maxLength={100}
          withAsterisk
          disabled={busy}
        />
        <PasswordRequirements />
        <FormError message={serverError && `Error : ${serverError}`} />
        <Button type="submit" loading={busy}>
          Save Changes
        </Button>
        <Text size="sm" c="dimmed">
          Need help?{' '}
          <Anchor component={Link} to={paths.support}>
            Contact support
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
