// A map region's visitors by plant size, buying role and job function (Overview, on hover or focus).
import { Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { DemographicsResponse, ValueCount } from '@mti/contracts/passport/passport-api';
import { formatCount } from '../format-count.ts';

function Breakdown({ title, values }: { title: string; values: readonly ValueCount[] }) {
  return (
    <Table aria-label={title} verticalSpacing={2}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{title}</Table.Th>
          <Table.Th ta="right">Visitors</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {values.map((v) => (
          <Table.Tr key={v.value}>
            <Table.Td>{v.value}</Table.Td>
            <Table.Td ta="right">{formatCount(v.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type RegionDemographicsProps = { regionName: string | null; data: DemographicsResponse | undefined; loading: boolean };

export function RegionDemographics({ regionName, data, loading }: RegionDemographicsProps) {
  return (
    <Paper withBorder p="md" aria-live="polite">
      {!regionName ? (
        <Text c="dimmed" size="sm">
          Hover over a region on the map, or focus one in the list, to see its visitors’ demographics.
        </Text>
      ) : (
        <Stack gap="xs">
          <Group gap="xs">
            <Title order={3} size="h4">
              {regionName}
              {data ? `: ${formatCount(data.registrations)} visitors` : ''}
            </Title>
            {loading && <Loader role="status" size="xs" aria-label="Loading the demographics" />}
          </Group>
          {data && (
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <Breakdown title="Plant Size" values={data.plant_size} />
              <Breakdown title="Buying Role" values={data.buying_role} />
              <Breakdown title="Job Function" values={data.job_function} />
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Paper>
  );
}
