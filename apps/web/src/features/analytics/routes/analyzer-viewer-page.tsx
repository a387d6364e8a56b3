// analytics/viewer/{app} and analyzer/viewer/{app} (spec §2, §4, §8): the analyzer for an app
// (its dataset preselected by the viewer key) or a saved .xanalyzer file, by its colon path or by
// its shareable address analyzer/viewer/{file id}/{name-slug} (decision 054). The analytics session
// is checked first and signed in when needed; a failed sign-in goes to 505.
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { analysisInAddress } from '@mti/contracts/analytics/analysis-address';
import { UPLOAD_DATASET_PREFIX } from '@mti/contracts/analytics/analyzer-api';
import { homeFolderPath } from '@mti/contracts/files/repository-path';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { AnalyticsSignInError, analyticsSessionQuery, portalRefusedSession } from '../../../lib/analytics-session.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { defaultDefinition } from '../analysis-edits.ts';
import { datasetsQuery } from '../api/get-datasets.ts';
import { engineStatusQuery, isStillLoading } from '../api/get-engine-status.ts';
import { savedAnalysisQuery } from '../api/get-saved-analysis.ts';
import { savedAnalysisAtPathQuery } from '../api/get-saved-analysis-at-path.ts';
import { savedAnalysisByIdQuery } from '../api/get-saved-analysis-by-id.ts';
import { AnalyzerWorkspace } from '../components/analyzer-workspace.tsx';
import { BlendWithheldNote } from '../components/blend-withheld-note.tsx';
import { DataLoading } from '../components/data-loading.tsx';
import { type WithheldBlend, withoutBlend } from '../shared-blend.ts';
import { applyViewerPreset } from '../viewer-preset.ts';
import { datasetForKey, nameSlug, viewerTarget } from '../viewer-target.ts';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Analyzer
        </Title>
        <Alert color="gray" icon={<IconAlertCircle size={18} />} title={title}>
          {children}
        </Alert>
      </Stack>
    </Container>
  );
}

export function AnalyzerViewerPage({ param, slug }: { param: string; slug?: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = viewerTarget(param, slug);
  const session = useQuery(analyticsSessionQuery());
  const user = useCurrentUser();
  const datasets = useQuery({ ...datasetsQuery(), enabled: session.isSuccess });
  const status = useQuery({ ...engineStatusQuery(), enabled: session.isSuccess });
  // The engine's first load: the datasets call waits, then is refused 503 analytics_loading.
  const firstLoad = status.data?.state === 'loading' && status.data.data_version === '0.0';
  const refusedWhileLoading = isStillLoading(datasets.error);
  const ready = status.data?.state === 'ready';
  const { refetch: askDatasetsAgain } = datasets;
  useEffect(() => {
    if (ready && refusedWhileLoading) void askDatasetsAgain();
  }, [ready, refusedWhileLoading, askDatasetsAgain]);
  const fileId = target.kind === 'file-id' ? target.id : '';
  // By id: the caller's own analysis or one a colleague shares with their organisation (decision 075).
  const byId = useQuery({ ...savedAnalysisByIdQuery(fileId), enabled: session.isSuccess && !!fileId });
  const filePath = target.kind === 'file' ? target.path : (byId.data?.file.path ?? '');
  const byPath = useQuery({ ...savedAnalysisQuery(filePath), enabled: session.isSuccess && target.kind === 'file' });
  // By path (My Files' link): the same file's id and share, so its owner can share it here too (080).
  const atPath = useQuery({
    ...savedAnalysisAtPathQuery(filePath),
    enabled: session.isSuccess && target.kind === 'file',
  });
  const sharing = target.kind === 'file' ? (atPath.data ?? null) : (byId.data?.file ?? null);
  const file = target.kind === 'file' ? byPath : byId;
  const definitionOfFile = target.kind === 'file' ? byPath.data : byId.data?.content;
  // A renamed file's old slug still opens it; the address bar then shows the current one.
  const currentSlug = byId.data ? nameSlug(byId.data.file.name) : null;
  useEffect(() => {
    if (currentSlug && slug !== currentSlug) {
      navigate({ pathname: paths.savedAnalysis(fileId, currentSlug), search: search.toString() }, { replace: true });
    }
  }, [currentSlug, slug, fileId, search, navigate]);

  const signInFailed =
    (session.isError && !portalRefusedSession(session.error)) ||
    datasets.error instanceof AnalyticsSignInError ||
    file.error instanceof AnalyticsSignInError;
  useEffect(() => {
    if (signInFailed) navigate(paths.status.unknown505, { replace: true });
  }, [signInFailed, navigate]);

  if (!session.isSuccess || !user.data) return <PageLoader />;
  if (refusedWhileLoading || (firstLoad && !datasets.data)) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2">
          Analyzer
        </Title>
        <DataLoading status={status.data} />
      </Container>
    );
  }
  if (datasets.isError) {
    return <Notice title="The analyzer could not be opened">Please reload the page or try again later.</Notice>;
  }
  const isFile = target.kind !== 'app';
  if (isFile && file.isError) {
    return (
      <Notice title="This analysis could not be opened">
        It may have been renamed or deleted.{' '}
        <Anchor component={Link} to={paths.myFiles}>
          Go to My Files
        </Anchor>
      </Notice>
    );
  }
  if (!datasets.data || (isFile && !definitionOfFile)) return <PageLoader />;

  const list = datasets.data;
  if (list.length === 0) {
    return (
      <Notice title="No dataset is included in your subscription">
        <Text size="sm">
          The analyzer works on the datasets of your apps. To add one,{' '}
          <Anchor component={Link} to={paths.support}>
            contact support
          </Anchor>
          .
        </Text>
      </Notice>
    );
  }

  let initial = null;
  let withheld: WithheldBlend | null = null;
  if (isFile) {
    // A colleague cannot read the owner's uploaded tables: the analysis opens without its blend (080).
    const opened = sharing?.access === 'read' && definitionOfFile ? withoutBlend(definitionOfFile) : null;
    const saved = opened?.definition ?? definitionOfFile ?? null;
    withheld = opened?.withheld ?? null;
    const upload = saved?.dataset.startsWith(UPLOAD_DATASET_PREFIX) ?? false;
    if (saved && upload && sharing?.access === 'read' && !list.some((d) => d.id === saved.dataset)) {
      return (
        <Notice title="This analysis is built on a table only its owner can read">
          <Text size="sm">
            {sharing.owner_name} built “{sharing.name}” on a table they uploaded, and uploaded tables stay with whoever
            uploaded them. Ask them for the figures, or build an analysis of your own on a dataset of your apps in{' '}
            <Anchor component={Link} to={paths.myFiles}>
              My Files
            </Anchor>
            .
          </Text>
        </Notice>
      );
    }
    if (saved && !list.some((d) => d.id === saved.dataset) && upload) {
      return (
        <Notice title="The uploaded table of this analysis is no longer in your files">
          <Text size="sm">
            It may have been deleted: restore it from Recently deleted in{' '}
            <Anchor component={Link} to={paths.myFiles}>
              My Files
            </Anchor>
            , or upload it again and build the analysis anew.
          </Text>
        </Notice>
      );
    }
    if (saved && !list.some((d) => d.id === saved.dataset)) {
      return (
        <Notice title="This analysis uses a dataset outside your subscription">
          <Text size="sm">
            To open it, the dataset must be part of your apps.{' '}
            <Anchor component={Link} to={paths.support}>
              Contact support
            </Anchor>
          </Text>
        </Notice>
      );
    }
    initial = saved;
  } else {
    // A whole analysis in the address (a My dashboards tile's link) opens as it is, on a dataset of the user's.
    const carried = analysisInAddress(search);
    const id = datasetForKey(
      target.key,
      list.map((d) => d.id),
    );
    const dataset = list.find((d) => d.id === id);
    if (carried && list.some((d) => d.id === carried.dataset)) initial = carried;
    else initial = dataset ? applyViewerPreset(defaultDefinition(dataset), dataset, search) : null;
  }

  return (
    <AnalyzerWorkspace
      datasets={list}
      initial={initial}
      file={isFile && filePath ? { path: filePath, name: filePath.split('/').at(-1) ?? '' } : null}
      homePath={homeFolderPath(user.data.timss_customer)}
      sharing={sharing}
      notice={withheld && sharing ? <BlendWithheldNote withheld={withheld} owner={sharing.owner_name} /> : null}
    />
  );
}
