// An administrator's change to a subscription's seats: record extra paid seats, give a free seat to
// an employee, or reassign a seat (spec §6: only with the reason). The contracts' rules are checked
// on Save with their messages; the server's refusal shows in the dialog.
import { Alert, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  type AdminSubscription,
  addExtraSeatsBody,
  assignSeatBody,
  reassignSeatBody,
} from '@mti/contracts/passport/passport-api';
import { type FormEvent, useState } from 'react';
import { DialogButtons } from '../../../components/dialog-buttons.tsx';
import type { SeatChange } from '../api/admin.ts';

export type SeatChangeKind = SeatChange['kind'];

const TITLES: Record<SeatChangeKind, string> = {
  extra: 'Record extra seats',
  assign: 'Give a seat',
  reassign: 'Reassign a seat',
};

type Fields = { seats: number | string; siteId: string; fromSiteId: string; toSiteId: string; reason: string };
type Errors = Partial<Record<'seats' | 'site_id' | 'from_site_id' | 'to_site_id' | 'reason', string>>;

/** The change the fields describe, or the contracts' first message per field. */
function parse(kind: SeatChangeKind, subscriptionId: number, f: Fields): SeatChange | Errors {
  const result =
    kind === 'extra'
      ? addExtraSeatsBody.safeParse({ seats: Number(f.seats), reason: f.reason })
      : kind === 'assign'
        ? assignSeatBody.safeParse({ site_id: f.siteId.trim(), reason: f.reason })
        : reassignSeatBody.safeParse({ from_site_id: f.fromSiteId, to_site_id: f.toSiteId.trim(), reason: f.reason });
  if (!result.success) {
    const errors: Errors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as keyof Errors;
      errors[field] ??= issue.message;
    }
    return errors;
  }
  const reason = result.data.reason;
  if (kind === 'extra') return { kind, subscriptionId, seats: Number(f.seats), reason };
  if (kind === 'assign') return { kind, subscriptionId, siteId: f.siteId.trim(), reason };
  return { kind, subscriptionId, fromSiteId: f.fromSiteId, toSiteId: f.toSiteId.trim(), reason };
}

type SeatChangeDialogProps = {
  change: { kind: SeatChangeKind; subscription: AdminSubscription } | null;
  busy: boolean;
  serverError: string | null;
  onConfirm: (change: SeatChange) => void;
  onCancel: () => void;
};

export function SeatChangeDialog({ change, onCancel, busy, ...props }: SeatChangeDialogProps) {
  return (
    <Modal
      opened={change !== null}
      onClose={onCancel}
      title={change ? TITLES[change.kind] : ''}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
    >
      {change && <SeatChangeForm {...change} {...props} busy={busy} onCancel={onCancel} />}
    </Modal>
  );
}

function SeatChangeForm({
  kind,
  subscription,
  busy,
  serverError,
  onConfirm,
  onCancel,
}: { kind: SeatChangeKind; subscription: AdminSubscription } & Omit<SeatChangeDialogProps, 'change'>) {
  const [fields, setFields] = useState<Fields>({ seats: 1, siteId: '', fromSiteId: '', toSiteId: '', reason: '' });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof Fields) => (value: number | string | null) =>
    setFields((f) => ({ ...f, [key]: value ?? '' }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parse(kind, subscription.subscription_id, fields);
    if ('kind' in parsed) {
      setErrors({});
      onConfirm(parsed);
    } else setErrors(parsed);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {subscription.company_name}, {subscription.show_year}
        </Text>
        {kind === 'extra' && (
          <NumberInput
            label="Extra seats"
            min={1}
            max={50}
            value={fields.seats}
            onChange={set('seats')}
            error={errors.seats}
            data-autofocus
          />
        )}
        {kind === 'assign' && (
          <TextInput
            label="Site ID of the employee"
            value={fields.siteId}
            onChange={(e) => set('siteId')(e.currentTarget.value)}
            error={errors.site_id}
            data-autofocus
          />
        )}
        {kind === 'reassign' && (
          <>
            <Select
              label="Seat holder who left"
              data={subscription.holders.map((h) => ({
                value: h.site_id,
                label: `${h.name_first} ${h.name_last} (${h.site_id})`,
              }))}
              value={fields.fromSiteId || null}
              onChange={set('fromSiteId')}
              error={errors.from_site_id}
              data-autofocus
            />
            <TextInput
              label="Site ID of the new holder"
              value={fields.toSiteId}
              onChange={(e) => set('toSiteId')(e.currentTarget.value)}
              error={errors.to_site_id}
            />
          </>
        )}
        <TextInput
          label="Reason"
          value={fields.reason}
          onChange={(e) => set('reason')(e.currentTarget.value)}
          error={errors.reason}
        />
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
      </Stack>
      <DialogButtons labels={['Save', 'Cancel']} onCancel={onCancel} confirmType="submit" busy={busy} />
    </form>
  );
}
