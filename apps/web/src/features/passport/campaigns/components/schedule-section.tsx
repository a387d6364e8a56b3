// Step "schedule": a date and time in US Eastern ("ET", stored in UTC by the server), or send now.
// A time in the past is refused here with the server's own message.
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type CampaignDetail,
  canApply,
  SEND_AT_IN_PAST,
  SEND_AT_REQUIRED,
} from '@mti/contracts/passport/campaigns-api';
import { type FormEvent, useState } from 'react';
import { formatEastern, fromEasternInput, toEasternInput } from '../eastern-time.ts';

type Props = {
  campaign: CampaignDetail;
  busy: boolean;
  /** Called with the UTC instant (ISO) of the chosen Eastern time. */
  onSchedule: (sendAt: string) => Promise<unknown>;
  onSendNow: () => void;
  /** The server's refusal of the last try, shown under the field. */
  serverError: string | null;
};

export function ScheduleSection({ campaign, busy, onSchedule, onSendNow, serverError }: Props) {
  const [value, setValue] = useState(() => (campaign.send_at ? toEasternInput(new Date(campaign.send_at)) : ''));
  const [error, setError] = useState<string | null>(null);
  const canSchedule = canApply('schedule', campaign.status);
  const canSendNow = canApply('send_now', campaign.status);
  if (!canSchedule && !canSendNow && !campaign.send_at) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const at = fromEasternInput(value);
    if (!at) return setError(SEND_AT_REQUIRED);
    if (at.getTime() <= Date.now()) return setError(SEND_AT_IN_PAST);
    setError(null);
    void onSchedule(at.toISOString());
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="schedule-heading">
      <form aria-label="Schedule" noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="schedule-heading">
            Schedule
          </Title>
          {campaign.send_at && (
            <Text>
              {campaign.status === 'scheduled' ? 'Scheduled for ' : 'Send time: '}
              <strong>{formatEastern(campaign.send_at)}</strong>
            </Text>
          )}
          {canSchedule && (
            <Group align="flex-start" wrap="wrap">
              <TextInput
                type="datetime-local"
                label="Send date and time (ET)"
                description="US Eastern time"
                value={value}
                error={error ?? serverError}
                onChange={(e) => {
                  setValue(e.currentTarget.value);
                  setError(null);
                }}
              />
              <Button type="submit" mt={{ base: 0, sm: 44 }} loading={busy}>
                Schedule
              </Button>
            </Group>
          )}
          {canSendNow && (
            <Group>
              <Button variant="outline" onClick={onSendNow} disabled={busy}>
                Send now
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
