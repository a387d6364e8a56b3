// Queued, sent, failed and unsubscribed, and a bar for the share handled so far.
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { CampaignCounts as Counts } from '@mti/contracts/passport/campaigns-api';
import { formatCount } from '../../format-count.ts';

const LABELS: [keyof Counts, string][] = [
  ['queued', 'Queued'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
  ['unsubscribed', 'Unsubscribed'],
];

/** Handled (sent or failed) out of the recipients resolved when sending started. */
export function handledShare({ recipients, sent, failed }: Counts): number {
  return recipients === 0 ? 0 : Math.round(((sent + failed) / recipients) * 100);
}

export function CampaignCounts({ counts, label }: { counts: Counts; label: string }) {
  const share = handledShare(counts);
  return (
    <Stack gap={6}>
      <Group gap="lg" wrap="wrap">
        {LABELS.map(([key, text]) => (
          <div key={key}>
            <Text size="xs" c="dimmed">
              {text}
            </Text>
            <Text fw={600} ff="monospace" aria-label={`${text}: ${formatCount(counts[key])}`}>
              {formatCount(counts[key])}
            </Text>
          </div>
        ))}
      </Group>
      <Progress value={share} aria-label={`${label}: ${share}% handled`} size="lg" />
    </Stack>
  );
}
