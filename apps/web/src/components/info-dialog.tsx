// Dialog kind "info": a message the user acknowledges with one button.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type InfoDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  buttonLabel?: string;
  onClose: () => void;
};

export function InfoDialog({ opened, title, message, buttonLabel = 'OK', onClose }: InfoDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{buttonLabel}</Button>
      </Group>
    </Modal>
  );
}
