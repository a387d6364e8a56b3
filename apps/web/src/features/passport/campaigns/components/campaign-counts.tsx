// Queued, sent, failed and unsubscribed, and a bar for the share handled so far.
import { Progress, Stack } from '@mantine/core';
import type { CampaignCounts as Counts } from '@mti/contracts/passport/campaigns-api';
import { formatCount } from '../../format-count.ts';
import classes from './campaign-counts.module.css';

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
      <dl className={classes.counts}>
        {LABELS.map(([key, text]) => (
          <div key={key}>
            <dt>{text}</dt>
            <dd>{formatCount(counts[key])}</dd>
          </div>
        ))}
      </dl>
      <Progress value={share} aria-label={`${label}: ${share}% handled`} size="lg" />
    </Stack>
  );
}
