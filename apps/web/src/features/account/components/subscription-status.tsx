// Spec §4 subscription display: an end date in the past gives the expiry notice with its date; not
// active, a call to activate with the support line; active, the active message.
import { Alert, Anchor, Text } from '@mantine/core';
import type { UserDetails } from '@mti/contracts/identity/identity-api';
import { IconAlertTriangle, IconCircleCheck, IconClockExclamation } from '@tabler/icons-react';
import { formatLongDate } from '../../../lib/long-date.ts';
import { isEndDatePast, SUBSCRIPTION_ACTIVE, SUBSCRIPTION_NOT_ACTIVE } from '../account-texts.ts';

const SUPPORT_HOURS = 'Mon-Fri 8am-5pm EST';

type SubscriptionStatusProps = { user: UserDetails; supportPhone: string; now: Date };

function SupportLine({ action, phone }: { action: string; phone: string }) {
  return (
    <Text size="sm">
      {action}, call{' '}
      <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm" underline="always">
        {phone}
      </Anchor>{' '}
      ({SUPPORT_HOURS}).
    </Text>
  );
}

export function SubscriptionStatus({ user, supportPhone, now }: SubscriptionStatusProps) {
  if (user.mti_sub_exp_date && isEndDatePast(user.mti_sub_exp_date, now)) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconClockExclamation size={20} />}
        title={`Your subscription expired on ${formatLongDate(user.mti_sub_exp_date)}.`}
        data-testid="subscription-status"
      >
        <SupportLine action="To renew it" phone={supportPhone} />
      </Alert>
    );
  }
  if (!user.is_mti_subscription_active) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={SUBSCRIPTION_NOT_ACTIVE}
        data-testid="subscription-status"
      >
        <SupportLine action="To activate it" phone={supportPhone} />
      </Alert>
    );
  }
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      title={SUBSCRIPTION_ACTIVE}
      data-testid="subscription-status"
    >
      {user.mti_sub_exp_date && <Text size="sm">It runs through {formatLongDate(user.mti_sub_exp_date)}.</Text>}
    </Alert>
  );
}
