// Pause, resume and cancel, each behind a confirm dialog, and each shown only when the shared
// transition table allows it from the campaign's status (the server checks the same table).
import { Button, Group } from '@mantine/core';
import {
  CAMPAIGN_ACTION_LABELS,
  type CampaignAction,
  type CampaignDetail,
  canApply,
} from '@mti/contracts/passport/campaigns-api';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';

export type ConfirmedAction = Exclude<CampaignAction, 'schedule'>;

export const ACTION_COPY: Record<ConfirmedAction, { title: string; message: string }> = {
  send_now: {
    title: 'Send the campaign now?',
    message: 'It starts going out at once to every contact of the list with e-mail opt-in and a valid address.',
  },
  pause: {
    title: 'Pause the campaign?',
    message: 'No more messages go out until you resume it. Messages already sent stay sent.',
  },
  resume: {
    title: 'Resume the campaign?',
    message: 'Sending continues with the contacts who have not received it yet.',
  },
  cancel: {
    title: 'Cancel the campaign?',
    message: 'No more messages go out, and a cancelled campaign cannot be restarted.',
  },
};

const BUTTONS: ConfirmedAction[] = ['pause', 'resume', 'cancel'];

type Props = {
  campaign: CampaignDetail;
  busy: boolean;
  /** Asked to confirm this action (send now comes from the schedule step). */
  confirming: ConfirmedAction | null;
  onAsk: (action: ConfirmedAction | null) => void;
  onConfirm: (action: ConfirmedAction) => void;
};

export function StatusActions({ campaign, busy, confirming, onAsk, onConfirm }: Props) {
  // The dialog keeps its words while it closes.
  const [last, setLast] = useState<ConfirmedAction>('pause');
  if (confirming && confirming !== last) setLast(confirming);
  const shown = confirming ?? last;
  return (
    <>
      <Group gap="xs">
        {BUTTONS.filter((a) => canApply(a, campaign.status)).map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'cancel' ? 'outline' : 'light'}
            color={action === 'cancel' ? 'red' : undefined}
            onClick={() => onAsk(action)}
          >
            {CAMPAIGN_ACTION_LABELS[action]}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={confirming != null}
        title={ACTION_COPY[shown].title}
        message={ACTION_COPY[shown].message}
        buttonLabels={[CAMPAIGN_ACTION_LABELS[shown], 'Keep as is']}
        danger={shown === 'cancel'}
        busy={busy}
        onConfirm={() => onConfirm(shown)}
        onCancel={() => onAsk(null)}
      />
    </>
  );
}
