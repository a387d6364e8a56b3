// A button whose action asks first (decision 074: cancelling and deleting in the console): the
// dialog says what goes, the action runs with the dialog waiting, and a refusal (stale, paid,
// dependants) stays in the dialog in the server's words.
import { Alert, Button, type ButtonProps, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';

type Props = {
  label: string;
  /** The button's accessible name when its label alone is ambiguous (one per row). */
  ariaLabel?: string;
  title: string;
  /** What goes, in words. */
  message: ReactNode;
  confirmLabel: string;
  /** Resolves once done; rejects with the server's refusal. */
  onConfirm: () => Promise<unknown>;
  fallbackError: string;
  size?: ButtonProps['size'];
};

export function ConfirmActionButton({
  label,
  ariaLabel,
  title,
  message,
  confirmLabel,
  onConfirm,
  fallbackError,
  size = 'compact-sm',
}: Props) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setOpened(false);
    setRefusal(null);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      close();
    } catch (error) {
      setRefusal(serverMessageOr(error, fallbackError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size={size} variant="subtle" color="red" aria-label={ariaLabel} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={title}
        danger
        busy={busy}
        buttonLabels={[confirmLabel, 'Keep it']}
        onCancel={close}
        onConfirm={confirm}
        message={
          <Stack gap="xs">
            {message}
            {refusal && (
              <Alert color="red" variant="light" role="alert">
                {refusal}
              </Alert>
            )}
          </Stack>
        }
      />
    </>
  );
}
