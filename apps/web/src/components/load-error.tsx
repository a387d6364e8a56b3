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
  /** A heading above the message, for a screen whose whole content failed (kept where a screen had one). */
  title?: string;
  /** What a refusal says in place of the server's message, where the screen knows what it means (a 404 of a folder). */
  refusedMessage?: string;
  /** Where a refusal sends the person instead of the home page (the folder list for a missing folder). */
  elsewhere?: { to: string; label: string };
};

const HOME = { to: paths.home, label: 'Go to the home page' };

export function LoadError({
  error,
  onRetry,
  fallback = LOAD_FAILED,
  title,
  refusedMessage,
  elsewhere = HOME,
}: LoadErrorProps) {
  const permanent = isPermanentRefusal(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {permanent ? (refusedMessage ?? serverMessageOr(error, NOT_AVAILABLE)) : serverMessageOr(error, fallback)}
        </Text>
        {permanent ? (
          <Group gap="lg">
            <Anchor component={Link} to={paths.support} size="sm" underline="always">
              Contact support
            </Anchor>
            <Anchor component={Link} to={elsewhere.to} size="sm" underline="always">
              {elsewhere.label}
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
