// The send log: who was sent the campaign, when, and what happened.
import { Card, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../../components/data-table.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { formatEastern } from '../eastern-time.ts';
import { sendLogQuery } from '../api/send-log.ts';
import type { Campaign, SendLogEntry } from '../campaign-draft-contract.ts';

export function SendLog({ campaign }: { campaign: Campaign }) {
  const log = useQuery(sendLogQuery(campaign.campaign_id, campaign.status === 'running'));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="log-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="log-heading">
          Send log
        </Title>
        {log.isError ? (
          <LoadError error={log.error} onRetry={() => void log.refetch()} />
        ) : (
          <DataTable<SendLogEntry>
            label="Send log"
            rows={log.data ?? []}
            loading={log.isPending}
            rowKey={(e) => `${e.contact_id}`}
            maxHeight={420}
            emptyState="Nothing sent yet. Messages appear here as they go out."
            columns={[
              { key: 'email', header: 'E-mail', cell: (e) => e.email },
              { key: 'status', header: 'Status', cell: (e) => e.status },
              { key: 'at', header: 'When (ET)', cell: (e) => formatEastern(e.at) },
              { key: 'error', header: 'Detail', cell: (e) => e.error ?? '' },
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}
