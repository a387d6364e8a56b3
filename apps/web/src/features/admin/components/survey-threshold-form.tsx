// One survey page's six limits, as the console edits them: figures outside them get the survey's
// warning. Saved with the version it was loaded at, so a concurrent change is refused, not lost.

import { Alert, Button, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { type ConsoleThreshold, consoleThresholdBody } from '@mti/contracts/admin/console-thresholds';
import { useState } from 'react';
import { HttpError } from '../../../lib/http.ts';
import { useSaveSurveyThreshold } from '../api/survey-thresholds.ts';

export type LimitKey = Exclude<keyof ConsoleThreshold, 'page' | 'version'>;
export const LIMIT_LABELS: ReadonlyArray<[LimitKey, string]> = [
  ['shipping_usd_llimit', 'Shipments, USD: lowest typical'],
  ['shipping_usd_ulimit', 'Shipments, USD: highest typical'],
  ['shipping_tons_llimit', 'Shipments, tons: lowest typical'],
  ['shipping_tons_ulimit', 'Shipments, tons: highest typical'],
  ['booking_usd_llimit', 'Bookings, USD: lowest typical'],
  ['booking_usd_ulimit', 'Bookings, USD: highest typical'],
];

export function SurveyThresholdForm({ threshold }: { threshold: ConsoleThreshold }) {
  const save = useSaveSurveyThreshold();
  const [limits, setLimits] = useState<Record<LimitKey, number>>(threshold);
  const [saved, setSaved] = useState(false);
  const checked = consoleThresholdBody.safeParse({ ...limits, version: threshold.version });
  const issue = checked.success ? null : checked.error.issues[0];
  const refusal =
    save.error instanceof HttpError ? save.error.msg : save.error ? 'The limits could not be saved.' : null;
  return (
    <form
      aria-label={`Survey thresholds of the ${threshold.page} page`}
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.success)
          save.mutate({ page: threshold.page, body: checked.data }, { onSuccess: () => setSaved(true) });
      }}
    >
      <Stack gap="sm" maw={720}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {LIMIT_LABELS.map(([key, label]) => (
            <NumberInput
              key={key}
              label={label}
              value={limits[key]}
              min={0}
              allowNegative={false}
              thousandSeparator=","
              onChange={(value) => {
                setSaved(false);
                setLimits({ ...limits, [key]: typeof value === 'number' ? value : Number(value) || 0 });
              }}
              error={issue?.path[0] === key ? issue.message : undefined}
            />
          ))}
        </SimpleGrid>
        {refusal && (
          <Alert color="red" role="alert" title="Not saved">
            {refusal}
          </Alert>
        )}
        {saved && !refusal && (
          <Alert color="green" role="status">
            The limits are saved; participants see them on their next page load.
          </Alert>
        )}
        <div>
          <Button type="submit" loading={save.isPending} disabled={!checked.success}>
            Save limits
          </Button>
        </div>
      </Stack>
    </form>
  );
}
