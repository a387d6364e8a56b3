import { Badge } from '@mantine/core';
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@mti/contracts/passport/campaigns-api';
import { STATUS_COLORS } from '../campaign-texts.ts';

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]}>
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}
