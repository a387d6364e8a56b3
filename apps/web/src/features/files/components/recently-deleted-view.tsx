// Recently deleted: the trash of the last 30 days, each item restorable.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';
import { IconAlertCircle, IconArrowBackUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../../components/toast.ts';
import { AnalyticsSignInError } from '../../../lib/analytics-session.ts';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { deletedFilesQuery } from '../api/get-deleted-files.ts';
import { useRestoreFiles } from '../api/restore-files.ts';
import { FILES_TEXT } from '../files-texts.ts';
import { DeletedFilesTable } from './deleted-files-table.tsx';

export function RecentlyDeletedView({ renderToolbar }: { renderToolbar: (toolbar: ReactNode) => ReactNode }) {
  const navigate = useNavigate();
  const deleted = useQuery(deletedFilesQuery());
  const restore = useRestoreFiles();
  const [restoringId, setRestoringId] = useState<string | null>(null);

  useEffect(() => {
    if (deleted.error instanceof AnalyticsSignInError) navigate(paths.status.unknown505, { replace: true });
  }, [deleted.error, navigate]);

  function restoreFile(file: RepositoryFileDto) {
    setRestoringId(file.id);
    restore.mutate([file.id], {
      onSuccess: () => showToast({ tone: 'success', message: `${file.name} was restored.` }),
      onError: (error) =>
        showToast({
          tone: 'error',
          title: 'Not restored',
          message: serverMessageOr(error, 'Please try again.'),
        }),
      onSettled: () => setRestoringId(null),
    });
  }

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
        {FILES_TEXT.deletedNote}
      </Text>
      {deleted.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={FILES_TEXT.loadFailed}>
          <Group>
            <Button size="xs" variant="default" onClick={() => deleted.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <DeletedFilesTable
          files={deleted.data ?? []}
          loading={deleted.isPending}
          restoringId={restoringId}
          onRestore={restoreFile}
        />
      )}
    </Stack>
  );
}
