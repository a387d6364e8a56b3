// myfiles and myfiles/{path} (spec §2): the user's home folder or a folder in it, the Recently
// deleted view (?view=deleted) and Shared with me (?view=shared, decision 076). The analytics
// session is checked first and signed in when needed; a failed sign-in goes to 505 (spec §8).
import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { AGMA_MMTR_ROLE, AGMA_UPLOAD_PATH } from '@mti/contracts/contributions/agma-api';
import { homeFolderPath } from '@mti/contracts/files/repository-path';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { analyticsSessionQuery, portalRefusedSession } from '../../../lib/analytics-session.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { FilesBreadcrumb } from '../components/files-breadcrumb.tsx';
import { FolderView } from '../components/folder-view.tsx';
import { RecentlyDeletedView } from '../components/recently-deleted-view.tsx';
import { SharedWithMeView } from '../components/shared-with-me-view.tsx';
import { StorageMeter } from '../components/storage-meter.tsx';
import { FILES_TEXT } from '../files-texts.ts';

export function MyFilesPage() {
  const navigate = useNavigate();
  const names = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const [search] = useSearchParams();
  const view = search.get('view');
  const showDeleted = view === 'deleted';
  const showShared = view === 'shared';
  const user = useCurrentUser();
  const session = useQuery(analyticsSessionQuery());

  useEffect(() => {
    // A dead portal session has its own page, which the HTTP client has already opened.
    if (session.isError && !portalRefusedSession(session.error)) navigate(paths.status.unknown505, { replace: true });
  }, [session.isError, session.error, navigate]);

  if (!session.isSuccess || !user.data) return <PageLoader />;

  // AGMA MMTR reports land in My Files; participants reach the upload from here.
  const agmaParticipant = user.data.roles.includes(AGMA_MMTR_ROLE);
  const folderPath = [homeFolderPath(user.data.timss_customer), ...names].join('/');
  const header = (toolbar: ReactNode) => (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={6}>
        <Title order={1}>{FILES_TEXT.title}</Title>
        <FilesBreadcrumb
          names={showDeleted || showShared ? [] : names}
          trailing={showDeleted ? 'Recently deleted' : showShared ? 'Shared with me' : undefined}
        />
        <Anchor component={Link} to={paths.myDashboards()} size="sm" underline="always">
          My dashboards: pin your saved analyses side by side
        </Anchor>
        {!showShared && (
          <Anchor component={Link} to={paths.myFilesShared} size="sm" underline="always">
            Shared with me: files your colleagues share with your organisation
          </Anchor>
        )}
        {agmaParticipant && (
          <Anchor component={Link} to={AGMA_UPLOAD_PATH} size="sm" underline="always">
            Upload an AGMA MMTR monthly report
          </Anchor>
        )}
      </Stack>
      <Stack gap={8} align="flex-end">
        {toolbar}
        <StorageMeter />
      </Stack>
    </Group>
  );

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      {showDeleted ? (
        <RecentlyDeletedView renderToolbar={header} />
      ) : showShared ? (
        <SharedWithMeView renderToolbar={header} />
      ) : (
        <FolderView key={folderPath} folderPath={folderPath} renderToolbar={header} />
      )}
    </Container>
  );
}
