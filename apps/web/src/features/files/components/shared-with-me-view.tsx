// Shared with me: the files colleagues share with the organisation, of every type (decision 076).
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AnalyticsSignInError } from '../../../lib/analytics-session.ts';
import { paths } from '../../../lib/paths.ts';
import { sharedFilesQuery } from '../api/get-shared-files.ts';
import { FILES_TEXT } from '../files-texts.ts';
import { FilesSideView } from './files-side-view.tsx';
import { SharedFilesTable } from './shared-files-table.tsx';

export function SharedWithMeView({ renderToolbar }: { renderToolbar: (toolbar: ReactNode) => ReactNode }) {
  const navigate = useNavigate();
  const shared = useQuery(sharedFilesQuery());

  useEffect(() => {
    if (shared.error instanceof AnalyticsSignInError) navigate(paths.status.unknown505, { replace: true });
  }, [shared.error, navigate]);

  return (
    <FilesSideView
      renderToolbar={renderToolbar}
      note={FILES_TEXT.sharedNote}
      failure={shared.error}
      onRetry={() => void shared.refetch()}
    >
      <SharedFilesTable files={shared.data ?? []} loading={shared.isPending} />
    </FilesSideView>
  );
}
