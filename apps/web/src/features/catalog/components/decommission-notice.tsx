import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { decommissionNotice } from '../launcher-texts.ts';

export function DecommissionNotice({ date, now }: { date: string; now: Date }) {
  return (
    <Alert color="orange" variant="light" icon={<IconInfoCircle size={20} />} title="Apps being retired">
      {decommissionNotice(date, now)}
    </Alert>
  );
}
