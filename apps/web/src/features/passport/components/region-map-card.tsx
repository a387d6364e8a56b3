// Overview's region map (help page overview): United States of America or World, darker = more
// contacts; hovering a region, or focusing it in the list beside the map, shows its demographics.
import { Grid, Paper, ScrollArea, SegmentedControl, Stack, Title, UnstyledButton } from '@mantine/core';
import type { OverviewResponse } from '@mti/contracts/passport/passport-api';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { UsStateMap } from '../../../components/charts/us-state-map.tsx';
import { stateCodeOf, stateName } from '../../../components/charts/us-state-names.ts';
import { countryName } from '../../../components/charts/world-countries-geo.ts';
import { WorldCountryMap } from '../../../components/charts/world-country-map.tsx';
import { demographicsQuery } from '../api/overview.ts';
import { formatCount } from '../format-count.ts';
import { RegionDemographics } from './region-demographics.tsx';

type MapKind = 'state' | 'country';
type Region = { kind: MapKind; code: string };

export function RegionMapCard({ overview }: { overview: OverviewResponse }) {
  const [kind, setKind] = useState<MapKind>('state');
  const [region, setRegion] = useState<Region | null>(null);
  const demographics = useQuery({
    ...demographicsQuery({
      show_year: overview.show_year,
      region_kind: region?.kind ?? 'state',
      region: region?.code ?? 'XX',
    }),
    enabled: region !== null,
  });
  const regions = kind === 'state' ? overview.us_states : overview.countries;
  const nameOf = (code: string) => (kind === 'state' ? stateName(code) : countryName(code));
  const stateValues = useMemo(
    () => overview.us_states.map((s) => ({ name: stateName(s.code), value: s.count })),
    [overview.us_states],
  );
  const countryValues = useMemo(
    () => overview.countries.map((c) => ({ code: c.code, value: c.count })),
    [overview.countries],
  );
  const show = (code: string) => setRegion({ kind, code });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Where visitors come from
        </Title>
        <SegmentedControl
          w="fit-content"
          value={kind}
          onChange={(next) => setKind(next as MapKind)}
          data={[
            { value: 'state', label: 'United States of America' },
            { value: 'country', label: 'World' },
          ]}
        />
        <Grid>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {kind === 'state' ? (
              <UsStateMap
                values={stateValues}
                ariaLabel="Visitors by U.S. state, darker = more"
                formatValue={formatCount}
                onStateHover={(name) => {
                  const code = stateCodeOf(name);
                  if (code) show(code);
                }}
              />
            ) : (
              <WorldCountryMap
                values={countryValues}
                ariaLabel="Visitors by country, darker = more"
                formatValue={formatCount}
                onCountryHover={show}
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <ScrollArea h={420} type="auto" offsetScrollbars>
              <ul
                aria-label={kind === 'state' ? 'U.S. states by visitors' : 'Countries by visitors'}
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {regions.map((r) => (
                  <li key={r.code}>
                    <UnstyledButton
                      w="100%"
                      px="xs"
                      py={2}
                      onFocus={() => show(r.code)}
                      onMouseEnter={() => show(r.code)}
                      onClick={() => show(r.code)}
                      aria-pressed={region?.kind === kind && region.code === r.code}
                      style={{ display: 'flex', justifyContent: 'space-between' }}
                    >
                      <span>{nameOf(r.code)}</span>
                      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCount(r.count)}</span>
                    </UnstyledButton>
                  </li>
                ))}
              </ul>
            </ScrollArea>
          </Grid.Col>
        </Grid>
        <RegionDemographics
          regionName={region ? (region.kind === 'state' ? stateName(region.code) : countryName(region.code)) : null}
          data={demographics.data}
          loading={demographics.isFetching}
        />
      </Stack>
    </Paper>
  );
}
