// Queued, sent, failed and unsubscribed, and a bar for the share handled so far.
import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatCount } from '../../format-count.ts';
import type { CampaignCounts } from '../campaign-draft-contract.ts';

const LABELS: [keyof CampaignCounts, string][] = [
  ['queued', 'Queued'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
  ['unsubscribed', 'Unsubscribed'],
];

/** Handled (sent or failed) out of all that were or are to be sent. */
export function handledShare({ queued, sent, failed }: CampaignCounts): number {
  const total = queued + sent + failed;
  return total === 0 ? 0 : Math.round(((sent + failed) / total) * 100);
}

export function CampaignCounts({ counts, label }: { counts: CampaignCounts; label: string }) {
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
