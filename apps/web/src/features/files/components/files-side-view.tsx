// The frame of a view beside the folders (Recently deleted, Shared with me): the page's toolbar
// with the way back to My Files, a note on what the view holds, and the list or, when it could not
// be loaded, why (and Try again where trying again may help).
import { Button, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { paths } from '../../../lib/paths.ts';
import { FILES_TEXT } from '../files-texts.ts';

export function FilesSideView({
  renderToolbar,
  note,
  failure,
  onRetry,
  children,
}: {
  renderToolbar: (toolbar: ReactNode) => ReactNode;
  note: string;
  /** The list's error, or null while it loads or has loaded. */
  failure: Error | null;
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
      {failure ? (
        <LoadError
          title={FILES_TEXT.loadFailed}
          error={failure}
          onRetry={onRetry}
          fallback="Please try again."
          elsewhere={{ to: paths.myFiles, label: 'Go to My Files' }}
        />
      ) : (
        children
      )}
    </Stack>
  );
}
