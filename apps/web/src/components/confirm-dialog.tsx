// Dialog kind "confirm" (spec §3 Modal type 0): a question with the buttonLabel pair.
import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ButtonLabelPair, DialogButtons } from './dialog-buttons.tsx';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  buttonLabels?: ButtonLabelPair;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the dialog stays open and waits. */
  busy?: boolean;
  /** A destructive action (delete) gets a red confirm button. */
  danger?: boolean;
  /**
   * Whether closing gives the focus back to what had it before (the button that opened it): the
   * default. False when that button is about to leave the page and the caller moves the focus.
   */
  returnFocus?: boolean;
};

export function ConfirmDialog({
  opened,
  title,
  message,
  buttonLabels = ['OK', 'Cancel'],
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
  returnFocus = true,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      returnFocus={returnFocus}
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <DialogButtons labels={buttonLabels} onConfirm={onConfirm} onCancel={onCancel} busy={busy} danger={danger} />
    </Modal>
  );
}
