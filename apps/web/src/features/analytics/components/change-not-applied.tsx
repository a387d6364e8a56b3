// Above an older result still on screen: the latest change (or the refresh after new data) could not be
// run. "Try again" asks once more where that may help (network, 5xx, 408, 429); a refusal that answers
// the same every time (decision 099) says only why, and the older result stays.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isPermanentRefusal } from '../../../lib/query-client.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';

export const CHANGE_NOT_APPLIED = 'The latest change could not be applied. Please try again.';

export function ChangeNotApplied({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{serverMessageOr(error, CHANGE_NOT_APPLIED)}</Text>
        {isPermanentRefusal(error) ? null : (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
