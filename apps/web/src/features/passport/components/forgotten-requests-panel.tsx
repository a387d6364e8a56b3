// The administrator's "forgotten" requests: record one (the person's e-mail and the reason; the
// removal cannot be undone, so it is confirmed first). The requests recorded so far are listed once,
// paged and searched, on the console's screen (decision 099), for the same administrators.
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { forgetPersonBody } from '@mti/contracts/passport/passport-api';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showToast } from '../../../components/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useForgetPerson } from '../api/admin.ts';
import { formatCount } from '../format-count.ts';
import { SAVE_FAILED } from '../passport-texts.ts';

export function ForgottenRequestsPanel() {
  const forget = useForgetPerson();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ email?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<{ email: string; reason?: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = forgetPersonBody.safeParse({ email, reason: reason.trim() === '' ? undefined : reason });
    if (!parsed.success) {
      const first = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ email: first('email'), reason: first('reason') });
      return;
    }
    setErrors({});
    forget.reset();
    setConfirming(parsed.data);
  }

  const confirm = () => {
    if (!confirming) return;
    forget.mutate(confirming, {
      onSuccess: (result) => {
        setConfirming(null);
        setEmail('');
        setReason('');
        showToast({
          tone: 'success',
          message: `Forgotten: ${formatCount(result.contacts_removed)} contact records removed.`,
        });
      },
      onError: () => setConfirming(null),
    });
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label="Record a forgotten request">
        <Stack gap="sm" maw={520}>
          <TextInput
            label="E-mail of the person"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          <TextInput
            label="Reason (optional)"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
          />
          {forget.isError && (
            <Alert color="red" variant="light" role="alert">
              {serverMessageOr(forget.error, SAVE_FAILED)}
            </Alert>
          )}
          <Group>
            <Button type="submit" color="red">
              Forget this person
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        title="Forget this person?"
        message={
          <Text size="sm">
            Every contact record of {confirming?.email} leaves every search, list, export and campaign, for every
            exhibitor. Only a suppression record stays. This cannot be undone.
          </Text>
        }
        buttonLabels={['Forget', 'Cancel']}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
        busy={forget.isPending}
        danger
      />
      <Text size="sm">
        The requests recorded so far, and which exhibitors must delete their copies, are listed in the console:{' '}
        <Anchor component={Link} to={paths.adminConsole.passportForgotten} underline="always">
          Forgotten-contact requests
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
