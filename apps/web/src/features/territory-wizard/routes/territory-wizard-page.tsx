// apps/territory-wizard[?file={id}]: the USMTO Territory Wizard. A sales manager builds territories from
// states, counties or 3-digit ZIP areas (map click, lasso, search), names them, assigns reps and
// sees their figures side by side; plans are .xterritory files in My Files, shared within the
// organisation read-only or editable (decision 041). The same region rules as the server apply
// before any change is made.
import {
  Alert,
  Button,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ShareAccess, TerritoryFileSummary } from '@mti/contracts/territory-wizard/territory-api';
import {
  type TerritoryFile,
  type TerritoryMember,
  territoryFile,
} from '@mti/contracts/territory-wizard/territory-file';
import { checkTerritoryRegions, countyWeightsOf } from '@mti/contracts/territory-wizard/territory-regions';
import { STATE_BY_CODE, STATE_BY_FIPS, zipAreasOf } from '@mti/contracts/territory-wizard/us-states';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { analyticsSessionQuery, portalRefusedSession } from '../../../lib/analytics-session.ts';
import { HttpError } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { colleaguesQuery } from '../api/get-colleagues.ts';
import { planQuery } from '../api/get-plan.ts';
import { plansQuery } from '../api/get-plans.ts';
import { useSavePlan, useSavePlanAs, useSharePlan } from '../api/save-plan.ts';
import { planFiguresQuery } from '../api/size-plan.ts';
import { FiguresTable } from '../components/figures-table.tsx';
import { FiguresYear } from '../components/figures-year.tsx';
import { OpenPlanDialog, SavePlanAsDialog, SharePlanDialog } from '../components/plan-dialogs.tsx';
import { RegionMap } from '../components/region-map.tsx';
import { RegionSearch } from '../components/region-search.tsx';
import { TerritoryCard } from '../components/territory-card.tsx';
import { loadMapShapes } from '../geography.ts';
import type { MapLevel, Shape } from '../map-shape.ts';
import {
  addRegions,
  addTerritory,
  emptyPlan,
  removeRegion,
  removeTerritory,
  toggleRegion,
  updateTerritory,
} from '../plan-edits.ts';
import { regionOptions } from '../region-options.ts';

const COLORS = [
  '#1c7ed6',
  '#e8590c',
  '#2f9e44',
  '#9c36b5',
  '#c2255c',
  '#0c8599',
  '#f08c00',
  '#5c940d',
  '#3b5bdb',
  '#a61e4d',
];
const MAP_LEVEL_NAMES: Record<MapLevel, { one: string; many: string }> = {
  state: { one: 'state', many: 'states' },
  county: { one: 'county', many: 'counties' },
  zip3: { one: 'ZIP area', many: 'ZIP areas' },
};
// The map is for the pointer; these say where the keyboard's way is (read with the map and the lasso).
const KEYBOARD_HINT =
  'From the keyboard, add regions with "Find a state, county or ZIP area"; the territory list beside the map holds the same regions.';
const LASSO_HINT =
  'Hold the pointer down and draw an outline; every region whose centre is inside is added. Escape cancels. From the keyboard, use "Find a state, county or ZIP area".';
const messageOf = (error: unknown) => (error instanceof HttpError ? error.msg : 'Something went wrong. Try again.');
const PLAN_NOT_LOADED = 'The plan could not be loaded. Please try again.';
const FIGURES_NOT_COMPUTED = 'The figures could not be computed. Please try again.';
const COLLEAGUES_NOT_LOADED =
  'Your colleagues could not be loaded, so none is suggested as a rep. A name typed in is assigned all the same.';
/** Where a plan that cannot be opened leaves the person: an empty plan of their own. */
const NEW_PLAN = { to: paths.territoryWizard(), label: 'Start a new plan' };

export function TerritoryWizardPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const fileId = search.get('file');
  const session = useQuery(analyticsSessionQuery());
  const ready = session.isSuccess;
  const shapes = useQuery({
    queryKey: ['territory-wizard', 'shapes'],
    queryFn: loadMapShapes,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const plans = useQuery({ ...plansQuery(), enabled: ready });
  const colleagues = useQuery({ ...colleaguesQuery(), enabled: ready });
  const opened = useQuery({ ...planQuery(fileId ?? ''), enabled: ready && fileId !== null });

  const [plan, setPlan] = useState<TerritoryFile>(emptyPlan);
  const [file, setFile] = useState<TerritoryFileSummary | null>(null);
  const [selected, setSelected] = useState(0);
  const [level, setLevel] = useState<MapLevel>('state');
  const [lasso, setLasso] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'open' | 'save-as' | 'share' | null>(null);
  const save = useSavePlan();
  const saveAs = useSavePlanAs();
  const share = useSharePlan();

  useEffect(() => {
    if (session.isError && !portalRefusedSession(session.error)) navigate(paths.status.unknown505, { replace: true });
  }, [session.isError, session.error, navigate]);
  useEffect(() => {
    if (opened.data) {
      setPlan(opened.data.content);
      setFile(opened.data.file);
      setSelected(0);
      setProblem(null);
    }
  }, [opened.data]);

  const readOnly = file?.access === 'read';
  const geography = shapes.data?.geography;
  const options = useMemo(() => (geography ? regionOptions(geography) : []), [geography]);
  const parsed = territoryFile.safeParse(plan);
  const figures = useQuery({
    ...planFiguresQuery(parsed.success ? parsed.data : plan),
    enabled: ready && parsed.success,
  });

  // Colours by region id, and (ZIP level) by county for the pieces of a county taken whole.
  const fills = useMemo(() => {
    const byId = new Map<string, string>();
    const byCounty = new Map<string, string>();
    if (!geography) return { byId, byCounty };
    plan.territories.forEach((t, i) => {
      const color = COLORS[i % COLORS.length] as string;
      for (const m of t.members) {
        if (level === 'state' && m.kind === 'state') {
          const fips = STATE_BY_CODE.get(m.code)?.fips;
          if (fips) byId.set(fips, color);
        }
        if (level === 'county') for (const fips of countyWeightsOf(geography, m).keys()) byId.set(fips, color);
        if (level === 'zip3') {
          const state = m.kind === 'state' ? STATE_BY_CODE.get(m.code) : undefined;
          if (state) for (const zip3 of zipAreasOf(state)) byId.set(zip3, color);
          if (m.kind === 'zip3') byId.set(m.zip3, color);
          if (m.kind === 'county') byCounty.set(m.fips, color);
        }
      }
    });
    return { byId, byCounty };
  }, [plan, level, geography]);

  if (shapes.isError) {
    return (
      <Container size="sm" py="xl">
        <LoadError title="The map could not be loaded" error={shapes.error} onRetry={() => void shapes.refetch()} />
      </Container>
    );
  }
  if (!ready || !shapes.data || !geography) return <PageLoader />;
  if (fileId && opened.isError) {
    return (
      <Container size="sm" py="xl">
        <LoadError
          title="This territory plan cannot be opened"
          error={opened.error}
          onRetry={() => void opened.refetch()}
          fallback={PLAN_NOT_LOADED}
          elsewhere={NEW_PLAN}
        />
      </Container>
    );
  }

  /** Applies an edit unless it breaks a region rule, which is shown instead (the server's message). */
  const change = (next: TerritoryFile): boolean => {
    const found = checkTerritoryRegions(next, geography);
    if (found) {
      setProblem(found.msg);
      return false;
    }
    setProblem(null);
    setNotice(null);
    setPlan(next);
    return true;
  };
  const memberOf = (id: string): TerritoryMember =>
    level === 'state'
      ? { kind: 'state', code: STATE_BY_FIPS.get(id)?.code ?? '' }
      : level === 'county'
        ? { kind: 'county', fips: id }
        : { kind: 'zip3', zip3: id };
  const levelName = MAP_LEVEL_NAMES[level];
  const fillOf = (s: Shape) => fills.byId.get(s.id) ?? (s.county ? fills.byCounty.get(s.county) : undefined);
  const nameErrors = new Map<number, string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'territories' && issue.path[2] === 'name')
        nameErrors.set(Number(issue.path[1]), issue.message);
    }
  }
  const planError = parsed.success
    ? null
    : (parsed.error.issues.find((i) => i.path[0] !== 'territories' || i.path.length < 3)?.message ?? null);
  const current = plan.territories[selected] ?? plan.territories[0];

  const doSave = () => {
    if (!parsed.success) return;
    if (!file || file.access === 'read') {
      setDialog('save-as');
      return;
    }
    save.mutate(
      { id: file.id, plan: parsed.data },
      {
        onSuccess: (saved) => {
          setFile(saved);
          setNotice(`Saved ${saved.name}.`);
        },
        onError: (error) => setProblem(messageOf(error)),
      },
    );
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1}>USMTO Territory Wizard</Title>
            <Text size="sm" c="dimmed">
              {file
                ? `${file.name} — ${file.access === 'owner' ? 'your plan' : `shared by ${file.owner_name}`}`
                : 'Unsaved plan'}{' '}
              · Sample data
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setSearch({});
                setFile(null);
                setPlan(emptyPlan());
                setSelected(0);
              }}
            >
              New
            </Button>
            <Button variant="default" onClick={() => setDialog('open')}>
              Open…
            </Button>
            <Button onClick={doSave} disabled={!parsed.success || readOnly} loading={save.isPending}>
              Save
            </Button>
            <Button variant="default" onClick={() => setDialog('save-as')} disabled={!parsed.success}>
              Save as…
            </Button>
            <Button variant="default" onClick={() => setDialog('share')} disabled={file?.access !== 'owner'}>
              Share…
            </Button>
          </Group>
        </Group>
        {readOnly && (
          <Alert color="blue" title="Read-only">
            {file?.owner_name} shared this plan with you read-only. Use Save as to keep your own copy.
          </Alert>
        )}
        {problem && (
          <Alert color="red" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {notice && (
          <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <TextInput
          label="Plan name"
          value={plan.name}
          readOnly={readOnly}
          error={planError}
          onChange={(e) => setPlan({ ...plan, name: e.currentTarget.value })}
          maw={480}
        />
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap="sm" style={{ flex: '1 1 320px', maxWidth: 420 }}>
            <RegionSearch
              options={options}
              territoryName={current?.name ?? ''}
              disabled={readOnly}
              onAdd={(o) => change(addRegions(plan, selected, [o.member]))}
            />
            {!readOnly && colleagues.isError && (
              <LoadError
                error={colleagues.error}
                onRetry={() => void colleagues.refetch()}
                fallback={COLLEAGUES_NOT_LOADED}
              />
            )}
            {plan.territories.map((t, i) => (
              <TerritoryCard
                // biome-ignore lint/suspicious/noArrayIndexKey: territories are edited in place; names change while typing.
                key={i}
                territory={t}
                index={i}
                color={COLORS[i % COLORS.length] as string}
                selected={i === selected}
                readOnly={readOnly}
                geography={geography}
                colleagues={colleagues.data?.colleagues ?? []}
                nameError={nameErrors.get(i)}
                onSelect={() => setSelected(i)}
                onChange={(c) => setPlan(updateTerritory(plan, i, c))}
                onRemoveRegion={(key) => change(removeRegion(plan, i, key))}
                onRemove={() => {
                  if (plan.territories.length > 1) {
                    setPlan(removeTerritory(plan, i));
                    setSelected(0);
                  }
                }}
              />
            ))}
            {!readOnly && (
              <Button variant="light" onClick={() => setPlan(addTerritory(plan))}>
                Add territory
              </Button>
            )}
          </Stack>
          <Stack gap="xs" style={{ flex: '2 1 480px', minWidth: 0 }}>
            <Group gap="md">
              <SegmentedControl
                aria-label="Map regions"
                value={level}
                onChange={(v) => setLevel(v as MapLevel)}
                data={[
                  { value: 'state', label: 'States' },
                  { value: 'county', label: 'Counties' },
                  { value: 'zip3', label: 'ZIP areas' },
                ]}
              />
              <Switch
                label="Lasso: draw round regions to add them"
                description={LASSO_HINT}
                checked={lasso}
                disabled={readOnly}
                onChange={(e) => setLasso(e.currentTarget.checked)}
              />
            </Group>
            <RegionMap
              shapes={
                level === 'state' ? shapes.data.states : level === 'county' ? shapes.data.counties : shapes.data.zip3
              }
              fillOf={fillOf}
              lasso={lasso}
              readOnly={readOnly}
              label={`Map of U.S. ${levelName.many}; click one to add it to ${current?.name ?? 'the selected territory'}. ${KEYBOARD_HINT}`}
              onToggle={(id) => change(toggleRegion(plan, selected, memberOf(id)))}
              onLasso={(ids) => {
                const target = current?.name ?? 'the selected territory';
                if (change(addRegions(plan, selected, ids.map(memberOf))))
                  setNotice(`Added ${ids.length} ${ids.length === 1 ? levelName.one : levelName.many} to ${target}.`);
              }}
            />
          </Stack>
        </Group>
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3">
            Territories side by side
          </Title>
          <FiguresYear
            year={plan.year}
            years={figures.data?.years ?? []}
            disabled={readOnly}
            onChange={(year) => setPlan({ ...plan, year })}
          />
        </Group>
        {figures.isError && (
          <LoadError error={figures.error} onRetry={() => void figures.refetch()} fallback={FIGURES_NOT_COMPUTED} />
        )}
        {figures.data ? <FiguresTable figures={figures.data} /> : <Text c="dimmed">Computing the figures…</Text>}
      </Stack>
      <OpenPlanDialog
        opened={dialog === 'open'}
        plans={plans.data?.files}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        onClose={() => setDialog(null)}
        onOpen={(id) => {
          setDialog(null);
          setSearch({ file: id });
        }}
      />
      {dialog === 'save-as' && (
        <SavePlanAsDialog
          opened
          initialName={file?.name ?? plan.name.replace(/[^\p{L}\p{M}\p{N} _-]/gu, '').slice(0, 100)}
          busy={saveAs.isPending}
          serverError={saveAs.error ? messageOf(saveAs.error) : null}
          onClose={() => setDialog(null)}
          onSave={(fileName) =>
            parsed.success &&
            saveAs.mutate(
              { fileName, plan: parsed.data, overwrite: false },
              {
                onSuccess: (saved) => {
                  setDialog(null);
                  setFile(saved);
                  setNotice(`Saved ${saved.name} in My Files.`);
                  setSearch({ file: saved.id }, { replace: true });
                },
              },
            )
          }
        />
      )}
      {dialog === 'share' && file && (
        <SharePlanDialog
          opened
          current={file.shared}
          busy={share.isPending}
          error={share.error ? messageOf(share.error) : null}
          onClose={() => setDialog(null)}
          onShare={(access: ShareAccess) =>
            share.mutate(
              { id: file.id, access },
              {
                onSuccess: (saved) => {
                  setDialog(null);
                  setFile(saved);
                  setNotice(
                    access === 'none'
                      ? 'The plan is no longer shared.'
                      : `Shared with your organisation (${access === 'read' ? 'read-only' : 'editable'}).`,
                  );
                },
              },
            )
          }
        />
      )}
    </Container>
  );
}
