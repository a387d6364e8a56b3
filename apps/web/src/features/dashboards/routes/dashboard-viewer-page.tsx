// tableau/viewer/{app}?detailId=… (spec §2, §7, §8): the app's dashboard in its 1000 × 870 frame.
// The detailId of the app url names the dashboard; getTableauContent gives the ticket that starts
// it, and every error of that call goes to the page of its status. The figures come from the
// analytics service, so its session is checked first (a failed sign-in goes to 505).
import { Badge, Container, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import { DASHBOARD_CODES, type DashboardFilters } from '@mti/contracts/dashboards/dashboards-api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DISPLAY_UNIT_CHOICES } from '../../../components/charts/analysis/display-units.ts';
import { analyticsSessionQuery, portalRefusedSession } from '../../../lib/analytics-session.ts';
import { HttpError } from '../../../lib/http.ts';
import { paths, statusPagePath } from '../../../lib/paths.ts';
import { dashboardDataQuery } from '../api/get-dashboard-data.ts';
import { tableauContentQuery } from '../api/get-tableau-content.ts';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { DashboardView } from '../components/dashboard-view.tsx';
import { filtersFromSearch, searchWithFilters } from '../filters-in-address.ts';
import { unitsFromSearch } from '../format-dashboard-value.ts';

const DETAIL_ID = /^\d{1,9}$/;

export function DashboardViewerPage() {
  const navigate = useNavigate();
  const detailId = useSearchParams()[0].get('detailId') ?? '';
  const valid = DETAIL_ID.test(detailId);

  useEffect(() => {
    if (!valid) navigate(paths.status.badRequest, { replace: true });
  }, [valid, navigate]);

  // A new dashboard starts with its own default filters.
  return valid ? <DashboardViewer key={detailId} detailId={detailId} /> : null;
}

/** The status page for a failed call; a dead portal session already has its page open. */
function statusPageFor(error: unknown): string | null {
  if (portalRefusedSession(error)) return null;
  return statusPagePath(error instanceof HttpError ? error.status : 500);
}

function DashboardViewer({ detailId }: { detailId: string }) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  // Replacing the entry: Back leaves the dashboard instead of stepping through every filter chosen.
  const setFilters = (next: DashboardFilters) =>
    setSearch((current) => searchWithFilters(current, next), { replace: true });
  // Display units are the reader's, not a filter: kept in the address too, and not sent to the server.
  const units = unitsFromSearch(search);
  const setUnits = (next: DisplayUnits) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'exact') updated.delete('units');
        else updated.set('units', next);
        return updated;
      },
      { replace: true },
    );
  const session = useQuery(analyticsSessionQuery());
  const content = useQuery(tableauContentQuery(detailId));
  const ticket = content.data?.content;
  const data = useQuery({
    ...dashboardDataQuery(detailId, ticket ?? '', filters),
    enabled: session.isSuccess && Boolean(ticket),
  });

  useEffect(() => {
    if (session.isError && !portalRefusedSession(session.error)) navigate(paths.status.unknown505, { replace: true });
  }, [session.isError, session.error, navigate]);

  useEffect(() => {
    if (!content.isError) return;
    const to = statusPageFor(content.error);
    if (to) navigate(to, { replace: true });
  }, [content.isError, content.error, navigate]);

  const refetchContent = content.refetch;
  useEffect(() => {
    if (!data.isError) return;
    // A page left open past its ticket fetches a new one; the figures follow with it.
    if (data.error instanceof HttpError && data.error.code === DASHBOARD_CODES.ticketExpired) {
      void refetchContent();
      return;
    }
    const to = statusPageFor(data.error);
    if (to) navigate(to, { replace: true });
  }, [data.isError, data.error, navigate, refetchContent]);

  const figures = data.data;
  return (
    <Container size={1040} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            {figures ? <Title order={1}>{figures.title}</Title> : <Skeleton h={36} w={260} radius="sm" aria-hidden />}
            {figures?.sample && (
              <Badge variant="filled" color="gray.8" size="lg">
                Sample data
              </Badge>
            )}
            <NativeSelect
              size="xs"
              w={150}
              ml="auto"
              label="Display units"
              value={units}
              data={DISPLAY_UNIT_CHOICES}
              onChange={(e) => setUnits(e.currentTarget.value as DisplayUnits)}
            />
          </Group>
          {figures ? (
            <Text c="dimmed" size="sm">
              {figures.description}{' '}
              {figures.sample && 'Figures are deterministic synthetic sample data, not reported figures.'}
            </Text>
          ) : (
            <Skeleton h={18} w="70%" radius="sm" aria-hidden />
          )}
        </Stack>
        {figures ? (
          <DashboardView
            data={figures}
            units={units}
            filters={filters}
            onFiltersChange={setFilters}
            updating={data.isPlaceholderData && data.isFetching}
          />
        ) : (
          <DashboardSkeleton />
        )}
      </Stack>
    </Container>
  );
}
