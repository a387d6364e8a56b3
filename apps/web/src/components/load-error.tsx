// A part of a screen that could not load. "Try again" only where trying again may help (a network
// failure, 5xx, 408, 429); a refusal that will answer the same (no seat, not found) shows the server's
// message and where to go instead, since a retry button there only sends the person round in a circle.
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';
import { isPermanentRefusal } from '../lib/query-client.ts';
import { serverMessageOr } from '../lib/server-message.ts';

export const LOAD_FAILED = 'This screen could not be loaded. Please try again in a few minutes.';
/** A refusal without a message of the server's own (a status-only 403 or 404). */
export const NOT_AVAILABLE = 'This is not available to you. Trying again will not change that.';

type LoadErrorProps = {
  error: unknown;
  onRetry: () => void;
  /** What a failure that may pass on a retry says when the server sent no message of its own. */
  fallback?: string;
};

export function LoadError({ error, onRetry, fallback = LOAD_FAILED }: LoadErrorProps) {
  const permanent = isPermanentRefusal(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{serverMessageOr(error, permanent ? NOT_AVAILABLE : fallback)}</Text>
        {permanent ? (
          <Group gap="lg">
            <Anchor component={Link} to={paths.support} size="sm" underline="always">
              Contact support
            </Anchor>
            <Anchor component={Link} to={paths.home} size="sm" underline="always">
              Go to the home page
            </Anchor>
          </Group>
        ) : (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
