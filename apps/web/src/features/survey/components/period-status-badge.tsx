import { Badge } from '@mantine/core';
import type { PeriodStatus } from '@mti/contracts/survey/reporting-period';
import type { LabelOf } from '../hooks/use-survey-labels.ts';

const STATUS_LOOK: Record<PeriodStatus, { label: string; color: string }> = {
  submitted: { label: 'statusSubmitted', color: 'teal' },
  pending: { label: 'statusPending', color: 'orange' },
  not_started: { label: 'statusNotStarted', color: 'navy' },
  closed: { label: 'statusClosed', color: 'gray' },
};

export function PeriodStatusBadge({ status, t }: { status: PeriodStatus; t: LabelOf }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant="dot" radius="sm" tt="none" fw={600}>
      {t(look.label)}
    </Badge>
  );
}
