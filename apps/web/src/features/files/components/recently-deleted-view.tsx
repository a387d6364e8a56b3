// Recently deleted: the trash of the last 30 days, each item restorable.
import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/toast.ts';
import { AnalyticsSignInError } from '../../../lib/analytics-session.ts';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { deletedFilesQuery } from '../api/get-deleted-files.ts';
import { useRestoreFiles } from '../api/restore-files.ts';
import { FILES_TEXT } from '../files-texts.ts';
import { DeletedFilesTable } from './deleted-files-table.tsx';
import { FilesSideView } from './files-side-view.tsx';

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
    <FilesSideView
      renderToolbar={renderToolbar}
      note={FILES_TEXT.deletedNote}
      failure={deleted.error}
      onRetry={() => void deleted.refetch()}
    >
      <DeletedFilesTable
        files={deleted.data ?? []}
        loading={deleted.isPending}
        restoringId={restoringId}
        onRestore={restoreFile}
      />
    </FilesSideView>
  );
}
