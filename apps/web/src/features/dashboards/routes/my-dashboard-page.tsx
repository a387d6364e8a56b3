// One of My dashboards: its saved analyses pinned as tiles, arranged on a grid, under filters shared
// by every tile (the period, and members of the tiles' fields), saved back to its .xdashboard file.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { analysisAddress } from '@mti/contracts/analytics/analysis-address';
import {
  MAX_TILES,
  MY_DASHBOARD_MSG,
  type MyDashboardFile,
  nextTileId,
  tileQuery,
} from '@mti/contracts/dashboards/my-dashboard-file';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import {
  myDashboardQuery,
  pinnableAnalysesQuery,
  tileDatasetsQuery,
  useSaveMyDashboard,
} from '../api/my-dashboards.ts';
import { filterableDimensions, SharedMemberFilters, unappliedFilters } from '../components/shared-member-filters.tsx';
import { TileAnalyzerLink } from '../components/tile-analyzer-link.tsx';
import { TileFigures } from '../components/tile-figures.tsx';
import { TileGrid } from '../components/tile-grid.tsx';

export function MyDashboardPage() {
  const id = useParams().id ?? '';
  const dashboard = useQuery(myDashboardQuery(id));
  if (dashboard.isError) {
    const notFound = dashboard.error instanceof HttpError && dashboard.error.status === 404;
    return (
      <Container size="md" py="xl">
        <Alert color="red" title={notFound ? MY_DASHBOARD_MSG.notFound : 'The dashboard could not be opened.'}>
          <Anchor component={Link} to={paths.myDashboards()}>
            Back to My dashboards
          </Anchor>
        </Alert>
      </Container>
    );
  }
  if (!dashboard.data) return null;
  // Keyed by the file: another dashboard starts from its own content.
  return <DashboardEditor key={id} id={id} saved={dashboard.data.content} />;
}

function DashboardEditor({ id, saved }: { id: string; saved: MyDashboardFile }) {
  const [draft, setDraft] = useState<MyDashboardFile>(saved);
  const [pick, setPick] = useState('');
  const [status, setStatus] = useState('');
  const analyses = useQuery(pinnableAnalysesQuery());
  const datasets = useQuery(tileDatasetsQuery());
  const save = useSaveMyDashboard();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const { from, to } = draft.filters.period;
  const periodError = from && to && from > to ? MY_DASHBOARD_MSG.periodOrder : null;

  const setPeriod = (key: 'from' | 'to', value: string) =>
    setDraft({
      ...draft,
      filters: { ...draft.filters, period: { ...draft.filters.period, [key]: value || undefined } },
    });
  const pin = () => {
    const chosen = analyses.data?.analyses.find((a) => a.id === pick);
    if (!chosen) return;
    const tile = { id: nextTileId(draft.tiles), title: chosen.name, analysis: chosen.analysis };
    setDraft({ ...draft, tiles: [...draft.tiles, tile] });
    setStatus(`${chosen.name} pinned.`);
  };
  const dimensionsOf = (dataset: string) =>
    datasets.data?.datasets.find((d) => d.id === dataset)?.dimensions.map((d) => d.id) ?? [];
  // The member dimensions of the tiles' own datasets: what a shared filter can be on.
  const tileDatasets = (datasets.data?.datasets ?? []).filter((d) =>
    draft.tiles.some((t) => t.analysis.dataset === d.id),
  );
  const filterDimensions = filterableDimensions(tileDatasets);
  const setMembers = (members: MyDashboardFile['filters']['members']) =>
    setDraft({ ...draft, filters: { ...draft.filters, members } });

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Anchor component={Link} to={paths.myDashboards()} size="sm">
              My dashboards
            </Anchor>
            <Title order={1}>{draft.title}</Title>
          </Stack>
          <Group gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="save-status">
              {save.isError
                ? save.error instanceof HttpError
                  ? save.error.message
                  : 'The dashboard could not be saved.'
                : dirty
                  ? 'Unsaved changes'
                  : status}
            </Text>
            <Button
              onClick={() => save.mutate({ id, content: draft }, { onSuccess: () => setStatus('Saved.') })}
              disabled={!dirty || Boolean(periodError)}
              loading={save.isPending}
            >
              Save
            </Button>
          </Group>
        </Group>
        <Group align="flex-end" gap="sm" role="group" aria-label="Filters of every tile">
          <TextInput
            type="month"
            label="From"
            value={from ?? ''}
            onChange={(e) => setPeriod('from', e.currentTarget.value)}
            error={periodError}
          />
          <TextInput
            type="month"
            label="To"
            value={to ?? ''}
            onChange={(e) => setPeriod('to', e.currentTarget.value)}
          />
          <NativeSelect
            label="Pin a saved analysis"
            value={pick}
            onChange={(e) => setPick(e.currentTarget.value)}
            data={[
              { value: '', label: analyses.data?.analyses.length ? 'Choose an analysis' : 'No saved analyses' },
              ...(analyses.data?.analyses ?? []).map((a) => ({ value: a.id, label: a.name })),
            ]}
          />
          <Button variant="default" onClick={pin} disabled={!pick || draft.tiles.length >= MAX_TILES}>
            Pin
          </Button>
        </Group>
        {draft.tiles.length > 0 && (
          <Group align="flex-end" gap="sm" role="group" aria-label="Member filters of every tile">
            <SharedMemberFilters dimensions={filterDimensions} members={draft.filters.members} onChange={setMembers} />
          </Group>
        )}
        {draft.tiles.length === 0 ? (
          <Alert title="No tiles yet" data-testid="my-dashboard-empty">
            Save an analysis in the analyzer (Save as), then choose it under “Pin a saved analysis” and press Pin.
            Arrange the tiles with their arrow buttons or by dragging, and press Save.
          </Alert>
        ) : (
          <TileGrid
            tiles={draft.tiles}
            onChange={(tiles) => setDraft({ ...draft, tiles })}
            renderTile={(tile) => {
              const tileDimensions = dimensionsOf(tile.analysis.dataset);
              const definition = tileQuery(tile, draft.filters, tileDimensions);
              const unapplied = unappliedFilters(draft.filters.members, tileDimensions, filterDimensions);
              return (
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Badge variant="light" color="gray" size="sm">
                      {tile.analysis.dataset}
                    </Badge>
                    {/* The tile's analysis as the tile runs it: under the dashboard's filters that apply. */}
                    {datasets.data ? <TileAnalyzerLink to={analysisAddress(definition)} title={tile.title} /> : null}
                  </Group>
                  {datasets.data && unapplied.length > 0 ? (
                    <Text size="xs" c="dimmed">
                      Not filtered by {unapplied.join(' or ')}: this tile's dataset has no such field.
                    </Text>
                  ) : null}
                  {datasets.data ? <TileFigures definition={definition} title={tile.title} /> : null}
                </Stack>
              );
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
