// The footer every dialog kind shares: cancel, then confirm at the right where the eye ends.
import { Button, Group } from '@mantine/core';

/** Spec §3 Modal "buttonLabel pair": the confirm label, then the cancel label. */
export type ButtonLabelPair = readonly [confirm: string, cancel: string];

type DialogButtonsProps = {
  labels: ButtonLabelPair;
  onConfirm?: () => void;
  onCancel: () => void;
  /** 'submit' lets Enter in the dialog's form confirm. */
  confirmType?: 'button' | 'submit';
  confirmDisabled?: boolean;
  /** Shows a spinner on confirm and blocks both buttons while the action runs. */
  busy?: boolean;
  danger?: boolean;
};

export function DialogButtons({
  labels: [confirmLabel, cancelLabel],
  onConfirm,
  onCancel,
  confirmType = 'button',
  confirmDisabled = false,
  busy = false,
  danger = false,
}: DialogButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="lg">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={confirmType}
        onClick={onConfirm}
        disabled={confirmDisabled}
        loading={busy}
        color={danger ? 'red' : undefined}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
