// The analyzer: the field panel beside the result, with the toolbar (undo and redo, help, save, save
// as, chart type, export, the tools) and the filter chips above the full-width result. Holds the
// definition and its history; everything else derives from it.
import { Alert, Anchor, Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AnalysisDefinitionInput, analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult, DatasetDescription, EngineStatusResponse } from '@mti/contracts/analytics/analyzer-api';
import type { SavedAnalysisSummary } from '@mti/contracts/analytics/saved-analysis-api';
import { ANALYSIS_EXTENSION, type RepositoryFileDto } from '@mti/contracts/files/repository-api';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { showToast } from '../../../components/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { defaultDefinition, setChartType } from '../analysis-edits.ts';
import { analyzerQueryKey } from '../api/analyzer-query-keys.ts';
import { engineStatusQuery, isStillLoading } from '../api/get-engine-status.ts';
import { analysisQuery } from '../api/run-analysis.ts';
import { useSaveAnalysis } from '../api/save-analysis.ts';
import { chartChoices } from '../chart-choices.ts';
import { definitionErrors } from '../definition-errors.ts';
import { useAnalysisDefinition } from '../hooks/use-analysis-definition.ts';
import { useUndoShortcuts } from '../hooks/use-undo-shortcuts.ts';
import { filtersGeography, type MapGeography, mapFilterCaptions, mapGeographyOf } from '../map-choice.ts';
import { nameSlug } from '../viewer-target.ts';
import { AnalyzerHelpButton } from './analyzer-help-drawer.tsx';
import { AnalyzerTools } from './analyzer-tools.tsx';
import classes from './analyzer-workspace.module.css';
import { ChangeNotApplied } from './change-not-applied.tsx';
import { ChartTypePicker } from './chart-type-picker.tsx';
import { DataLoading, ReloadNotice } from './data-loading.tsx';
import { DatasetPicker, SampleDataBadge } from './dataset-picker.tsx';
import { DrilldownModal } from './drilldown-modal.tsx';
import { ExportMenu } from './export-menu.tsx';
import { FieldPanel } from './field-panel.tsx';
import { FilterChips } from './filter-chips.tsx';
import { HistoryButtons } from './history-buttons.tsx';
import { PinToDashboard } from './pin-to-dashboard.tsx';
import type { CellPick } from './pivot-table.tsx';
import { ResultView } from './result-view.tsx';
import { SaveAsDialog } from './save-as-dialog.tsx';
import { ShareAnalysis, SharedBadge } from './share-analysis.tsx';

const PLACEHOLDER: AnalysisDefinitionInput = { version: 1, dataset: 'none', measures: [] };

/** How long the analyzer waits after an edit before it asks (typing a top-N, picking several members). */
const QUERY_DELAY_MS = 250;

export type OpenedFile = { path: string; name: string };

type AnalyzerWorkspaceProps = {
  datasets: readonly DatasetDescription[];
  /** The definition to start from; null lets the user pick a dataset first. */
  initial: AnalysisDefinitionInput | null;
  /** The saved analysis being shown, if any: Save overwrites it. */
  file: OpenedFile | null;
  /** The user's home folder (`/home/{timss_customer}`), where Save as writes. */
  homePath: string;
  /**
   * The saved analysis opened at its shareable address: the owner may share it; a colleague it is
   * shared with sees it read-only (no Save, no pin) and may save a copy (decision 075).
   */
  sharing?: SavedAnalysisSummary | null;
  /** What the page says above the result about how the analysis was opened (a blend left out). */
  notice?: ReactNode;
};

export function AnalyzerWorkspace({
  datasets,
  initial,
  file,
  homePath,
  sharing = null,
  notice = null,
}: AnalyzerWorkspaceProps) {
  const navigate = useNavigate();
  const { definition, dirty, load, edit, replace, undo, redo, canUndo, canRedo, markSaved } =
    useAnalysisDefinition(initial);
  useUndoShortcuts({ undo, redo });
  const dataset = datasets.find((d) => d.id === definition?.dataset) ?? null;
  const [pick, setPick] = useState<CellPick | null>(null);
  const [savingAs, setSavingAs] = useState(false);
  const [rejected, setRejected] = useState<{ name: string; msg: string } | null>(null);
  const save = useSaveAnalysis();

  const [debounced] = useDebouncedValue(definition, QUERY_DELAY_MS);
  const errors = useMemo(() => (definition ? definitionErrors(definition) : {}), [definition]);
  const valid = Object.keys(errors).length === 0;
  const debouncedValid = !!debounced && analysisDefinition.safeParse(debounced).success;
  const result = useQuery({
    // Before a dataset is picked there is nothing to ask; the placeholder key is never fetched.
    ...analysisQuery(debounced ?? PLACEHOLDER),
    enabled: debouncedValid && valid,
  });
  const status = useQuery(engineStatusQuery());
  useFreshResults(result, status.data);

  function written(saved: RepositoryFileDto, message: string) {
    markSaved();
    showToast({ tone: 'success', message });
    // The page now shows the file: its address is the file's shareable address (id and name).
    navigate(paths.savedAnalysis(saved.id, nameSlug(saved.name)), { replace: true });
  }

  function saveFile() {
    if (!definition || !file) return;
    save.mutate(
      { path: file.path, definition, overwrite: true },
      {
        onSuccess: (saved) => written(saved, `${saved.name} was saved.`),
        onError: (error) =>
          showToast({ tone: 'error', title: 'Not saved', message: serverMessageOr(error, 'Please try again.') }),
      },
    );
  }

  function saveAs(name: string) {
    if (!definition) return;
    const trimmed = name.trim();
    save.mutate(
      {
        path: `${homePath}/${trimmed}${ANALYSIS_EXTENSION}`,
        definition: { ...definition, title: trimmed },
        overwrite: false,
      },
      {
        onSuccess: (saved) => {
          setSavingAs(false);
          setRejected(null);
          written(saved, `Saved as ${saved.name}.`);
        },
        onError: (error) => {
          const msg = serverMessageOr(error, null);
          if (msg) setRejected({ name: trimmed, msg });
          else showToast({ tone: 'error', title: 'Not saved', message: 'Please try again.' });
        },
      },
    );
  }

  if (!definition || !dataset) {
    return (
      <Box className={classes.workspace} style={{ maxWidth: 560, margin: '0 auto' }}>
        <Stack gap="md" p="md">
          <Title order={1} size="h2">
            Analyzer
          </Title>
          <Text>Pick a dataset to start. The analyzer opens it with a first table you can then change.</Text>
          <DatasetPicker datasets={datasets} value={null} onPick={(d) => load(defaultDefinition(d))} />
        </Stack>
      </Box>
    );
  }

  const title = file ? file.name.slice(0, -ANALYSIS_EXTENSION.length) : (sharing?.name ?? 'Analyzer');
  const readOnly = sharing?.access === 'read';
  const fetching = result.isFetching || definition !== debounced;

  return (
    <Box className={classes.workspace}>
      <Box component="aside" className={classes.panel} aria-label="Analysis settings">
        <FieldPanel
          definition={definition}
          dataset={dataset}
          datasets={datasets}
          errors={errors}
          onEdit={edit}
          onPickDataset={(d) => edit(() => defaultDefinition(d))}
        />
      </Box>
      <Stack component="section" className={classes.result} aria-label="Result" gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Group gap="xs" align="center">
              <Title order={1} size="h3">
                {title}
              </Title>
              {dataset.sample && <SampleDataBadge />}
              {sharing?.access === 'owner' && sharing.shared === 'read' && <SharedBadge />}
              {fetching && <Loader role="status" size="xs" aria-label="Updating the result" />}
            </Group>
            <Text size="sm" c="dimmed">
              {dataset.title}
              {file && dirty ? ' · Unsaved changes' : ''}
              {readOnly ? ` · Shared by ${sharing.owner_name}, read-only: save a copy to keep your changes` : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            <HistoryButtons canUndo={canUndo} canRedo={canRedo} onUndo={undo} onRedo={redo} />
            <AnalyzerHelpButton />
            <ExportMenu definition={definition} result={result.data} />
            {file && (
              <Button
                size="xs"
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={saveFile}
                loading={save.isPending && !savingAs}
                disabled={!valid}
              >
                Save
              </Button>
            )}
            {file && <PinToDashboard title={title} definition={definition} disabled={!valid} />}
            {sharing?.access === 'owner' && (
              <ShareAnalysis
                fileId={sharing.id}
                shared={sharing.shared}
                address={`${window.location.origin}${paths.savedAnalysis(sharing.id, nameSlug(sharing.name))}`}
              />
            )}
            <Button
              size="xs"
              variant={file ? 'default' : 'filled'}
              leftSection={file ? undefined : <IconDeviceFloppy size={16} />}
              onClick={() => {
                setRejected(null);
                setSavingAs(true);
              }}
              disabled={!valid}
            >
              {readOnly ? 'Save a copy…' : 'Save as…'}
            </Button>
          </Group>
        </Group>
        <ChartTypePicker
          choices={chartChoices(definition, dataset)}
          value={definition.chart?.type === 'pivot' ? 'table' : (definition.chart?.type ?? 'table')}
          onChange={(type) => edit((d) => setChartType(d, type))}
        />
        <AnalyzerTools definition={definition} dataset={dataset} errors={errors} onEdit={edit} onReplace={replace} />
        {notice}
        <FilterChips definition={definition} dataset={dataset} onEdit={edit} />
        {status.data?.state === 'loading' && result.data && <ReloadNotice status={status.data} />}
        <ResultArea
          definition={definition}
          status={status.data}
          onEdit={edit}
          valid={valid}
          result={result}
          stale={fetching}
          onPickCell={setPick}
          mapGeography={mapGeographyOf(dataset)}
          mapFilters={mapFilterCaptions(definition, dataset)}
          mapFramesShaded={filtersGeography(definition, dataset)}
        />
      </Stack>
      <DrilldownModal definition={definition} pick={pick} onClose={() => setPick(null)} />
      <SaveAsDialog
        opened={savingAs}
        initialName=""
        busy={save.isPending}
        rejected={rejected}
        onConfirm={saveAs}
        onCancel={() => setSavingAs(false)}
      />
    </Box>
  );
}

/**
 * Asks again for a result refused during the engine's first load once the data is ready, and for
 * every shown result once a reload brought new data (another data version).
 */
function useFreshResults(result: UseQueryResult<AnalysisResult>, status: EngineStatusResponse | undefined) {
  const queryClient = useQueryClient();
  const ready = status?.state === 'ready';
  const refused = isStillLoading(result.error);
  const { refetch } = result;
  useEffect(() => {
    if (ready && refused) void refetch();
  }, [ready, refused, refetch]);
  const shownVersion = result.data?.meta.data_version;
  const newVersion = ready && shownVersion !== undefined && status.data_version !== shownVersion;
  useEffect(() => {
    if (newVersion) void queryClient.invalidateQueries({ queryKey: [...analyzerQueryKey, 'query'] });
  }, [newVersion, queryClient]);
}

type ResultAreaProps = {
  definition: AnalysisDefinitionInput;
  status: EngineStatusResponse | undefined;
  onEdit: (edit: (d: AnalysisDefinitionInput) => AnalysisDefinitionInput) => void;
  valid: boolean;
  result: UseQueryResult<AnalysisResult>;
  stale: boolean;
  onPickCell: (pick: CellPick) => void;
  mapGeography: MapGeography;
  mapFilters: readonly string[];
  mapFramesShaded: boolean;
};

function ResultArea({
  definition,
  status,
  onEdit,
  valid,
  result,
  stale,
  onPickCell,
  mapGeography,
  mapFilters,
  mapFramesShaded,
}: ResultAreaProps) {
  if (!valid) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle size={18} />} title="The analysis needs a change">
        Fix the settings marked in the panel to see the result.
      </Alert>
    );
  }
  if (isStillLoading(result.error) && !result.data) return <DataLoading status={status} />;
  if (result.isError && !result.data) {
    return (
      <LoadError
        title="The analysis could not be run"
        error={result.error}
        onRetry={() => void result.refetch()}
        fallback="Something went wrong. Please try again."
      />
    );
  }
  if (!result.data) {
    return (
      <Center py={80} role="status">
        <Stack align="center" gap="xs">
          <Loader role="status" aria-label="Running the analysis" />
          <Text size="sm" c="dimmed">
            Running the analysis…
          </Text>
        </Stack>
      </Center>
    );
  }
  const data = result.data;
  if (data.row_headers.length === 0) {
    return (
      <Alert color="gray" title="No data matches these settings">
        Widen the period or remove a filter in the panel.{' '}
        <Anchor component={Link} to={paths.support}>
          Contact support
        </Anchor>{' '}
        if you expected figures here.
      </Alert>
    );
  }
  return (
    <Stack gap={4} className={stale ? classes.updating : undefined} aria-busy={stale}>
      {result.isError && <ChangeNotApplied error={result.error} onRetry={() => void result.refetch()} />}
      <ResultView
        definition={definition}
        result={data}
        onEdit={onEdit}
        onPickCell={onPickCell}
        mapGeography={mapGeography}
        mapFilters={mapFilters}
        mapFramesShaded={mapFramesShaded}
      />
    </Stack>
  );
}
