// A button whose action asks first (decision 074: cancelling and deleting in the console; decision
// 098: booking a refund): the dialog says what happens, the action runs with the dialog waiting, and
// a refusal (stale, paid, dependants, gateway down) stays in the dialog in the server's words.
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
  /** 'danger' (the default): red, for what cannot be undone; 'primary' for an action that repairs. */
  tone?: 'danger' | 'primary';
  cancelLabel?: string;
  /**
   * False when a success removes this button (its row leaves the list): the dialog then closes without
   * giving the focus back to it, and the caller moves the focus once the row is gone. A cancel or a
   * refusal still returns it here.
   */
  returnFocusWhenDone?: boolean;
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
  tone = 'danger',
  cancelLabel = 'Keep it',
  returnFocusWhenDone = true,
}: Props) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const close = () => {
    setOpened(false);
    setRefusal(null);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setDone(true);
      close();
    } catch (error) {
      setRefusal(serverMessageOr(error, fallbackError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size={size}
        variant={tone === 'danger' ? 'subtle' : 'light'}
        color={tone === 'danger' ? 'red' : undefined}
        aria-label={ariaLabel}
        loading={busy}
        onClick={() => {
          setDone(false);
          setOpened(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={title}
        danger={tone === 'danger'}
        busy={busy}
        buttonLabels={[confirmLabel, cancelLabel]}
        returnFocus={!done || returnFocusWhenDone}
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
