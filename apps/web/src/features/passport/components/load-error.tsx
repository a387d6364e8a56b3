// A screen's part that could not load: the server's message (or a general one) and Try again.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { LOAD_FAILED } from '../passport-texts.ts';

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{serverMessageOr(error, LOAD_FAILED)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
