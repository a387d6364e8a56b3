// A running campaign held by the company's daily sending cap: why nothing goes out, and when it
// starts again (the next 00:00 UTC, shown in Eastern time like every campaign time).
import { Alert } from '@mantine/core';
import { DAILY_CAP_REACHED } from '@mti/contracts/passport/campaigns-api';
import { SENDING_RESUMES } from '../campaign-texts.ts';
import { formatEastern } from '../eastern-time.ts';

export function DailyCapNotice({ resumesAt }: { resumesAt: string | null }) {
  return (
    <Alert color="yellow" title="Held by the daily sending cap" role="status">
      {DAILY_CAP_REACHED}
      {resumesAt && ` ${SENDING_RESUMES(formatEastern(resumesAt))}`}
    </Alert>
  );
}
