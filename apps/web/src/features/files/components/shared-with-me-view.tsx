// Shared with me: the files colleagues share with the organisation, of every type (decision 076).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { AnalyticsSignInError } from '../../../lib/analytics-session.ts';
import { paths } from '../../../lib/paths.ts';
import { sharedFilesQuery } from '../api/get-shared-files.ts';
import { FILES_TEXT } from '../files-texts.ts';
import { SharedFilesTable } from './shared-files-table.tsx';

export function SharedWithMeView({ renderToolbar }: { renderToolbar: (toolbar: ReactNode) => ReactNode }) {
  const navigate = useNavigate();
  const shared = useQuery(sharedFilesQuery());

  useEffect(() => {
    if (shared.error instanceof AnalyticsSignInError) navigate(paths.status.unknown505, { replace: true });
  }, [shared.error, navigate]);

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
        {FILES_TEXT.sharedNote}
      </Text>
      {shared.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={FILES_TEXT.loadFailed}>
          <Group>
            <Button size="xs" variant="default" onClick={() => shared.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <SharedFilesTable files={shared.data ?? []} loading={shared.isPending} />
      )}
    </Stack>
  );
}
