// Passport E-mail Campaigns (issue 16): create a campaign by name, the company's campaigns with
// status, list and counts (live while one sends), and the verified sender domains.
import { Anchor, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { CAMPAIGN_STATUS_LABELS, type CampaignSummary } from '@mti/contracts/passport/campaigns-api';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../../components/data-table.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { paths } from '../../../../lib/paths.ts';
import { formatCount } from '../../format-count.ts';
import { campaignsQuery } from '../api/campaigns.ts';
import { CAMPAIGNS_EMPTY } from '../campaign-texts.ts';
import { handledShare } from '../components/campaign-counts.tsx';
import { CreateCampaignForm } from '../components/create-campaign-form.tsx';
import { SenderDomains } from '../components/sender-domains.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { formatEastern } from '../eastern-time.ts';

const count = (key: 'queued' | 'sent' | 'failed' | 'unsubscribed', header: string) => ({
  key,
  header,
  numeric: true,
  sortValue: (c: CampaignSummary) => c.counts[key],
  cell: (c: CampaignSummary) => formatCount(c.counts[key]),
});

export function CampaignsPage() {
  const campaigns = useQuery(campaignsQuery());
  const navigate = useNavigate();
  const open = (campaignId: number) => navigate(paths.passport.campaign(campaignId));
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="campaigns-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="campaigns-heading">
            E-mail Campaigns
          </Title>
          <Text size="sm" c="dimmed">
            Send an e-mail to one of your saved lists. Only contacts who opted in with a valid address receive it, and
            every message carries an unsubscribe link.
          </Text>
          <CreateCampaignForm onCreated={open} />
          {campaigns.isError ? (
            <LoadError error={campaigns.error} onRetry={() => void campaigns.refetch()} />
          ) : (
            <DataTable<CampaignSummary>
              label="Campaigns"
              rows={campaigns.data ?? []}
              loading={campaigns.isPending}
              rowKey={(c) => String(c.campaign_id)}
              onRowClick={(c) => open(c.campaign_id)}
              emptyState={CAMPAIGNS_EMPTY}
              columns={[
                {
                  key: 'name',
                  header: 'Name',
                  sortValue: (c) => c.name,
                  cell: (c) => (
                    <Anchor component={Link} to={paths.passport.campaign(c.campaign_id)}>
                      {c.name}
                    </Anchor>
                  ),
                },
                {
                  key: 'status',
                  header: 'Status',
                  sortValue: (c) => CAMPAIGN_STATUS_LABELS[c.status],
                  cell: (c) => <StatusBadge status={c.status} />,
                },
                { key: 'list', header: 'List', sortValue: (c) => c.list_name, cell: (c) => c.list_name ?? '—' },
                count('queued', 'Queued'),
                count('sent', 'Sent'),
                count('failed', 'Failed'),
                count('unsubscribed', 'Unsubscribed'),
                {
                  key: 'progress',
                  header: 'Progress',
                  width: 140,
                  cell: (c) =>
                    c.counts.recipients > 0 ? (
                      <Progress
                        value={handledShare(c.counts)}
                        aria-label={`${c.name}: ${handledShare(c.counts)}% handled`}
                      />
                    ) : null,
                },
                {
                  key: 'when',
                  header: 'Send time',
                  sortValue: (c) => c.send_at ?? c.started_at,
                  cell: (c) => {
                    const at = c.send_at ?? c.started_at;
                    return at ? formatEastern(at) : '';
                  },
                },
              ]}
            />
          )}
        </Stack>
      </Card>
      <SenderDomains />
    </Stack>
  );
}
