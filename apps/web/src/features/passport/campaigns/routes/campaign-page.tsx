// One campaign, in the help page's order: sender details, list, e-mail, preview, proof, schedule;
// then its progress by batch and its send log. Buttons appear only for the actions the shared
// transition table allows from the campaign's status.
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  CAMPAIGN_NOT_EDITABLE,
  type CampaignDetail,
  type UpdateCampaignBody,
} from '@mti/contracts/passport/campaigns-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../../components/load-error.tsx';
import { showToast } from '../../../../components/toast.ts';
import { paths } from '../../../../lib/paths.ts';
import { serverMessageOr } from '../../../../lib/server-message.ts';
import { useCampaignAction } from '../api/campaign-actions.ts';
import { campaignQuery, useUpdateCampaign } from '../api/campaigns.ts';
import { ACTION_FAILED } from '../campaign-texts.ts';
import { BatchProgress } from '../components/batch-progress.tsx';
import { ContentSection } from '../components/content-section.tsx';
import { DailyCapNotice } from '../components/daily-cap-notice.tsx';
import { ListSection } from '../components/list-section.tsx';
import { PreviewSection } from '../components/preview-section.tsx';
import { ProofSection } from '../components/proof-section.tsx';
import { ScheduleSection } from '../components/schedule-section.tsx';
import { SendLog } from '../components/send-log.tsx';
import { SenderSection } from '../components/sender-section.tsx';
import { type ConfirmedAction, StatusActions } from '../components/status-actions.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

export function CampaignPage() {
  const campaignId = Number(useParams().campaignId);
  const campaign = useQuery(campaignQuery(campaignId));
  if (campaign.isPending) return <Skeleton role="status" h={400} aria-label="Loading the campaign" />;
  if (campaign.isError) return <LoadError error={campaign.error} onRetry={() => void campaign.refetch()} />;
  return <CampaignScreen campaign={campaign.data} />;
}

function CampaignScreen({ campaign }: { campaign: CampaignDetail }) {
  const update = useUpdateCampaign(campaign.campaign_id);
  const act = useCampaignAction(campaign.campaign_id);
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const save = (changes: UpdateCampaignBody) => update.mutateAsync(changes);
  const started = campaign.started_at != null;

  function run(action: ConfirmedAction) {
    act.mutate(
      { action },
      {
        onSuccess: () => setConfirming(null),
        onError: (error) => {
          setConfirming(null);
          showToast({ tone: 'error', message: serverMessageOr(error, ACTION_FAILED) });
        },
      },
    );
  }

  async function schedule(sendAt: string) {
    setScheduleError(null);
    try {
      await act.mutateAsync({ action: 'schedule', sendAt });
    } catch (error) {
      setScheduleError(serverMessageOr(error, ACTION_FAILED));
    }
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.passport.campaigns} size="sm">
        ← All campaigns
      </Anchor>
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h3">
            {campaign.name}
          </Title>
          <StatusBadge status={campaign.status} />
        </Group>
        <StatusActions
          campaign={campaign}
          busy={act.isPending}
          confirming={confirming}
          onAsk={setConfirming}
          onConfirm={run}
        />
      </Group>
      {campaign.held_by_daily_cap && <DailyCapNotice resumesAt={campaign.resumes_at} />}
      {!campaign.editable && (
        <Text size="sm" c="dimmed">
          {CAMPAIGN_NOT_EDITABLE}
        </Text>
      )}
      {started && <BatchProgress campaign={campaign} />}
      <SenderSection campaign={campaign} editable={campaign.editable} onSave={save} />
      <ListSection campaign={campaign} editable={campaign.editable} onSave={save} />
      <ContentSection key={campaign.campaign_id} campaign={campaign} editable={campaign.editable} onSave={save} />
      <PreviewSection campaign={campaign} />
      {campaign.editable && <ProofSection campaign={campaign} />}
      <ScheduleSection
        key={campaign.send_at ?? 'unscheduled'}
        campaign={campaign}
        busy={act.isPending}
        onSchedule={schedule}
        onSendNow={() => setConfirming('send_now')}
        serverError={scheduleError}
      />
      {started && <SendLog campaign={campaign} />}
    </Stack>
  );
}
