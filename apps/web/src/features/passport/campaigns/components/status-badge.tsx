import { Badge } from '@mantine/core';
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@mti/contracts/passport/campaigns-api';
import { STATUS_COLORS } from '../campaign-texts.ts';

export function StatusBadge({ status }: { status: CampaignStatus }) {
  // At least as wide as its word: in a squeezed table cell Mantine's label shrinks to "FINIS…".
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]} miw="max-content">
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}
