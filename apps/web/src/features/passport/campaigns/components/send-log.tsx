// The send log: each recipient, its batch, what happened and when (ET), a page at a time.
import { Badge, Card, Stack, Title } from '@mantine/core';
import type { CampaignDetail, CampaignLogEntry, SendStatus } from '@mti/contracts/passport/campaigns-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../../components/data-table.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { ResultsPager } from '../../components/results-pager.tsx';
import { isSending } from '../api/refresh-timing.ts';
import { LOG_PAGE_SIZE, sendLogQuery } from '../api/send-log.ts';
import { formatEastern } from '../eastern-time.ts';

const SEND_STATUS: Record<SendStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export function SendLog({ campaign }: { campaign: CampaignDetail }) {
  const [page, setPage] = useState(1);
  const log = useQuery(sendLogQuery(campaign.campaign_id, page, isSending(campaign.status)));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="log-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="log-heading">
          Send log
        </Title>
        {log.isError ? (
          <LoadError error={log.error} onRetry={() => void log.refetch()} />
        ) : (
          <>
            <DataTable<CampaignLogEntry>
              label="Send log"
              rows={log.data?.entries ?? []}
              loading={log.isPending}
              rowKey={(e) => `${e.batch}-${e.email}`}
              emptyState="Nothing sent yet. Each recipient appears here once sending starts."
              columns={[
                { key: 'name', header: 'Name', cell: (e) => `${e.first_name} ${e.last_name}`.trim() },
                { key: 'email', header: 'E-mail', cell: (e) => e.email },
                { key: 'batch', header: 'Batch', numeric: true, cell: (e) => e.batch },
                {
                  key: 'status',
                  header: 'Status',
                  cell: (e) => (
                    <Badge variant="dot" color={SEND_STATUS[e.status].color}>
                      {SEND_STATUS[e.status].label}
                    </Badge>
                  ),
                },
                { key: 'at', header: 'Sent (ET)', cell: (e) => (e.sent_at ? formatEastern(e.sent_at) : '') },
                {
                  key: 'detail',
                  header: 'Detail',
                  cell: (e) =>
                    [e.unsubscribed && 'Unsubscribed', e.clicked && 'Clicked', e.error].filter(Boolean).join('; '),
                },
              ]}
            />
            {log.data && log.data.total > LOG_PAGE_SIZE && (
              <ResultsPager total={log.data.total} page={page} pageSize={LOG_PAGE_SIZE} onPage={setPage} />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
