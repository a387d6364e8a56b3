// The launcher's decommission notice; the console's preview renders this same component, so the
// administrator sees exactly what members will.
import { Alert } from '@mantine/core';
import { DEFAULT_DECOMMISSION_NOTICE, type DecommissionNoticeTexts } from '@mti/contracts/content/decommission-notice';
import { IconInfoCircle } from '@tabler/icons-react';
import { decommissionNotice } from '../lib/decommission-notice.ts';

type DecommissionNoticeProps = { date: string; now: Date; notice?: DecommissionNoticeTexts };

export function DecommissionNotice({ date, now, notice = DEFAULT_DECOMMISSION_NOTICE }: DecommissionNoticeProps) {
  return (
    <Alert color="orange" variant="light" icon={<IconInfoCircle size={20} />} title={notice.title}>
      {decommissionNotice(date, now, notice)}
    </Alert>
  );
}
