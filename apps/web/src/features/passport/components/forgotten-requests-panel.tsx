// The administrator's "forgotten" requests: record one (the person's e-mail and the reason; the
// removal cannot be undone, so it is confirmed first) and the requests recorded so far.
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ForgottenRequest } from '@mti/contracts/passport/passport-admin-api';
import { forgetPersonBody } from '@mti/contracts/passport/passport-api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { forgottenRequestsQuery, useForgetPerson } from '../api/admin.ts';
import { formatCount } from '../format-count.ts';
import { formatDateTime } from '../format-date.ts';
import { SAVE_FAILED } from '../passport-texts.ts';
import { LoadError } from './load-error.tsx';

export function ForgottenRequestsPanel() {
  const requests = useQuery(forgottenRequestsQuery());
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
      {requests.isError ? (
        <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : (
        <DataTable<ForgottenRequest>
          label="Forgotten requests"
          rows={requests.data?.requests ?? []}
          loading={requests.isPending}
          rowKey={(r) => String(r.suppression_id)}
          emptyState="No forgotten request has been recorded yet."
          columns={[
            { key: 'at', header: 'Recorded', cell: (r) => formatDateTime(r.recorded_at) },
            { key: 'by', header: 'By (site ID)', cell: (r) => r.recorded_by },
            { key: 'reason', header: 'Reason', cell: (r) => r.reason ?? '—' },
            { key: 'removed', header: 'Records removed', numeric: true, cell: (r) => formatCount(r.contacts_removed) },
            { key: 'exported', header: 'Exported by', cell: (r) => r.exported_by.join(', ') || 'Nobody' },
          ]}
        />
      )}
    </Stack>
  );
}
