// Lists over the split size go out in batches of 10,000, each with its own progress.
import { Card, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { CAMPAIGN_BATCH_SIZE, type CampaignDetail } from '@mti/contracts/passport/campaigns-api';
import { formatCount } from '../../format-count.ts';
import { CampaignCounts } from './campaign-counts.tsx';

export function BatchProgress({ campaign }: { campaign: CampaignDetail }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="progress-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="progress-heading">
          Progress
        </Title>
        <CampaignCounts counts={campaign.counts} label="Campaign progress" />
        {campaign.batches.length > 0 && (
          <Table aria-label="Batches" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Batch</Table.Th>
                <Table.Th ta="right">Contacts</Table.Th>
                <Table.Th ta="right">Sent</Table.Th>
                <Table.Th ta="right">Failed</Table.Th>
                <Table.Th w="40%">Progress</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaign.batches.map((b) => {
                const share = b.size === 0 ? 0 : Math.round(((b.sent + b.failed) / b.size) * 100);
                return (
                  <Table.Tr key={b.number}>
                    <Table.Td>{b.number}</Table.Td>
                    <Table.Td ta="right">{formatCount(b.size)}</Table.Td>
                    <Table.Td ta="right">{formatCount(b.sent)}</Table.Td>
                    <Table.Td ta="right">{formatCount(b.failed)}</Table.Td>
                    <Table.Td>
                      <Progress value={share} aria-label={`Batch ${b.number}: ${share}% handled`} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        <Text size="xs" c="dimmed">
          Lists over {formatCount(CAMPAIGN_BATCH_SIZE)} contacts are sent in batches of{' '}
          {formatCount(CAMPAIGN_BATCH_SIZE)}.
        </Text>
      </Stack>
    </Card>
  );
}
