// A region's top industries (after a click or Enter on the map, or a row of the table), each with
// a link that opens the analyzer on the same figures.
import { Alert, Anchor, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { MarketMeasure } from '@mti/contracts/markets/markets-api';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { regionIndustriesQuery } from '../api/get-markets.ts';
import { formatMeasure, MEASURE_LABELS } from '../market-format.ts';
import { analyzerLink } from '../market-links.ts';

/** A label inside a sentence: its first letter small, units such as (USD) kept. */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

export function RegionDetails({ region, measure, year }: { region: string; measure: MarketMeasure; year: string }) {
  const details = useQuery(regionIndustriesQuery(region, measure, year));
  if (details.isError)
    return (
      <Alert color="red" title="The region's industries could not be loaded">
        {details.error.message}
      </Alert>
    );
  const data = details.data;
  if (!data) return <Skeleton role="status" h={200} aria-label="Loading the region's industries" />;
  return (
    <Stack gap="xs" component="section" aria-labelledby="region-details-title">
      <Title order={2} size="h3" id="region-details-title">
        Top industries in {data.region.label}, {data.year}
      </Title>
      <Text size="sm" c="dimmed">
        Ranked by {inSentence(MEASURE_LABELS[measure])}. Sample data.
      </Text>
      {data.industries.length === 0 ? (
        <Text>No manufacturing industries in this region.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Industry (NAICS)</Table.Th>
                <Table.Th ta="right">Establishments</Table.Th>
                <Table.Th ta="right">Employment</Table.Th>
                <Table.Th ta="right">Consumption (USD)</Table.Th>
                <Table.Th>Analyzer</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.industries.map((i) => (
                <Table.Tr key={i.key}>
                  <Table.Td>{i.label}</Table.Td>
                  <Table.Td ta="right">{formatMeasure('establishments', i.establishments)}</Table.Td>
                  <Table.Td ta="right">{formatMeasure('employment', i.employment)}</Table.Td>
                  <Table.Td ta="right">{formatMeasure('consumption_usd', i.consumption_usd)}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={analyzerLink({
                        level: data.region.level,
                        region: data.region.key,
                        year: data.year,
                        industry: i.key,
                        measure,
                      })}
                      aria-label={`Open ${i.label} in ${data.region.label} in the analyzer`}
                    >
                      Open in analyzer
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
