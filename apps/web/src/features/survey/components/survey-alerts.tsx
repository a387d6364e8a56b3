// The entry screen's two dismissible alerts (spec §2): red for a blocking rule, yellow for figures
// outside the typical range.
import { Alert, List } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

export function BlockingAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // The buttons that raise it sit below the page: bring the message into view.
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role="alert"
      data-testid="blocking-alert"
    >
      {message}
    </Alert>
  );
}

export function WarningAlert({ messages, onClose }: { messages: readonly string[]; onClose: () => void }) {
  if (!messages.length) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role="status"
      data-testid="threshold-warning"
    >
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm" spacing={4}>
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
