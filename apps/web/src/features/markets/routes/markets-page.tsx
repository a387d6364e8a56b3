// Map U.S. Markets (analytics/viewer/mapus-markets, the launcher card's url): a choropleth of the
// U.S. by state or county for an industry, measure and year; a region's top industries with links
// into the analyzer; the same figures as a table with a CSV export. Sample data, labelled as such.
// The analytics session is checked first (a failed sign-in goes to 505, as in the other viewers).
import { Alert, Anchor, Badge, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ALL_INDUSTRIES } from '@mti/contracts/markets/markets-api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { analyticsSessionQuery, portalRefusedSession } from '../../../lib/analytics-session.ts';
import { HttpError } from '../../../lib/http.ts';
import { paths, statusPagePath } from '../../../lib/paths.ts';
import { choroplethQuery } from '../api/get-markets.ts';
import { ChoroplethMap } from '../components/choropleth-map.tsx';
import { type MarketChoice, MarketPickers } from '../components/market-pickers.tsx';
import { MarketTable } from '../components/market-table.tsx';
import { RegionDetails } from '../components/region-details.tsx';
import { formatMeasure, MEASURE_LABELS } from '../market-format.ts';
import { loadUsMapShapes } from '../us-map-shapes.ts';

/** The help page (documentation feature), by its path. */
const HELP_PATH = '/documentation/mapus/map-us-markets';

const START: MarketChoice = { level: 'state', industry: ALL_INDUSTRIES, measure: 'consumption_usd', year: undefined };

export function MarketsPage() {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<MarketChoice>(START);
  const [selected, setSelected] = useState<string | null>(null);
  const session = useQuery(analyticsSessionQuery());
  const data = useQuery({ ...choroplethQuery(choice), enabled: session.isSuccess });
  const shapes = useQuery({
    queryKey: ['us-map-shapes'],
    queryFn: loadUsMapShapes,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (session.isError && !portalRefusedSession(session.error)) navigate(paths.status.unknown505, { replace: true });
  }, [session.isError, session.error, navigate]);
  useEffect(() => {
    if (!data.isError || portalRefusedSession(data.error)) return;
    // A 403 (no Map U.S. Markets) or a server failure: the status page of the answer.
    if (data.error instanceof HttpError && data.error.status !== 400)
      navigate(statusPagePath(data.error.status), { replace: true });
  }, [data.isError, data.error, navigate]);

  const figures = data.data;
  const year = figures?.year ?? '';
  const industryLabel =
    choice.industry === ALL_INDUSTRIES
      ? 'All manufacturing'
      : (figures?.industries.find((i) => i.key === choice.industry)?.label ?? choice.industry);
  const change = (next: MarketChoice) => {
    if (next.level !== choice.level) setSelected(null);
    setChoice(next);
  };
  const regionShapes = choice.level === 'county' ? shapes.data?.counties : shapes.data?.states;

  return (
    <Container size={1100} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title order={1}>Map U.S. Markets</Title>
          <Badge variant="filled" color="gray.8" size="lg">
            Sample data
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Manufacturing establishments, employment and estimated machine-tool consumption by state and county, for each
          NAICS manufacturing industry. Sample data: deterministic synthetic figures for demonstration, not Census
          figures.{' '}
          <Anchor component={Link} to={HELP_PATH}>
            How to use the map
          </Anchor>
        </Text>
        {figures ? (
          <MarketPickers choice={choice} industries={figures.industries} years={figures.years} onChange={change} />
        ) : (
          <Skeleton h={60} />
        )}
        {data.isError && data.error instanceof HttpError && data.error.status === 400 && (
          <Alert color="red">{data.error.message}</Alert>
        )}
        {figures && regionShapes ? (
          <ChoroplethMap
            key={choice.level}
            shapes={regionShapes}
            borders={choice.level === 'county' ? shapes.data?.stateBorders : undefined}
            figures={figures.values}
            regionName={choice.level}
            ariaLabel={`Map of ${MEASURE_LABELS[choice.measure].toLowerCase()} by ${choice.level}, ${industryLabel}, ${year}`}
            format={(v) => formatMeasure(choice.measure, v)}
            selected={selected}
            onOpen={setSelected}
          />
        ) : (
          <Skeleton role="status" h={480} aria-label="Loading the map" />
        )}
        {selected && year && <RegionDetails region={selected} measure={choice.measure} year={year} />}
        {figures && (
          <Stack gap="xs" component="section" aria-label="The map as a table">
            <MarketTable
              figures={figures.values}
              level={choice.level}
              measure={choice.measure}
              industryLabel={industryLabel}
              year={year}
              fileName={`map-us-markets-${choice.level}-${choice.industry}-${choice.measure}-${year}-sample.csv`}
              onOpen={setSelected}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
