// Spec §2 myapps: without an active subscription the page says so; association members are also
// asked to refresh the page to see their apps, and everyone gets the support phone line and hours.
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { MEMBER_REFRESH_REQUEST, NO_SUBSCRIPTION_HEADING, phoneLine } from '../launcher-texts.ts';

type NoSubscriptionNoticeProps = { isMember: boolean; supportPhone: string };

export function NoSubscriptionNotice({ isMember, supportPhone }: NoSubscriptionNoticeProps) {
  const [before, after] = phoneLine(supportPhone).split(supportPhone);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={NO_SUBSCRIPTION_HEADING}
      data-testid="no-subscription"
    >
      <Stack gap={6}>
        {isMember && <Text size="sm">{MEMBER_REFRESH_REQUEST}</Text>}
        <Text size="sm">
          {before}
          <Anchor href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`} size="sm">
            {supportPhone}
          </Anchor>
          {after}
        </Text>
      </Stack>
    </Alert>
  );
}
