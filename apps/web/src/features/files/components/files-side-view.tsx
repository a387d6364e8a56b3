// The frame of a view beside the folders (Recently deleted, Shared with me): the page's toolbar
// with the way back to My Files, a note on what the view holds, and the list or, when it could not
// be loaded, a way to try again.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { FILES_TEXT } from '../files-texts.ts';

export function FilesSideView({
  renderToolbar,
  note,
  failed,
  onRetry,
  children,
}: {
  renderToolbar: (toolbar: ReactNode) => ReactNode;
  note: string;
  failed: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      {renderToolbar(
        <Button
          variant="default"
          component={Link}
          to={paths.myFiles}
          leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
        >
          Back to My Files
        </Button>,
      )}
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      {failed ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={FILES_TEXT.loadFailed}>
          <Group>
            <Button size="xs" variant="default" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        children
      )}
    </Stack>
  );
}
