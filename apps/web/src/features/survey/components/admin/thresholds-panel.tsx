// The first page's typical bounds (spec §3 Threshold record): a figure outside them gets its
// yellow warning on the entry screen.
import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { LIMITS_OUT_OF_ORDER, thresholdBody } from '@mti/contracts/survey/survey-admin-api';
import type { ThresholdRecord } from '@mti/contracts/survey/survey-api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { showToast } from '../../../../components/toast.ts';
import { inputRefusal } from '../../admin-errors.ts';
import { adminThresholdsQuery } from '../../api/get-admin-thresholds.ts';
import { useSaveThreshold } from '../../api/save-threshold.ts';

const MEASURES = [
  { name: 'Shipments (USD)', lower: 'shipping_usd_llimit', upper: 'shipping_usd_ulimit', prefix: '$' },
  { name: 'Shipments (English tons)', lower: 'shipping_tons_llimit', upper: 'shipping_tons_ulimit', prefix: '' },
  { name: 'Bookings (USD)', lower: 'booking_usd_llimit', upper: 'booking_usd_ulimit', prefix: '$' },
] as const;

const EMPTY: ThresholdRecord = {
  shipping_usd_llimit: 0,
  shipping_usd_ulimit: 0,
  shipping_tons_llimit: 0,
  shipping_tons_ulimit: 0,
  booking_usd_llimit: 0,
  booking_usd_ulimit: 0,
};

const FIELDS = MEASURES.flatMap((measure) => [measure.lower, measure.upper]);

/** What the inputs hold: a figure still being typed (or an emptied field) comes as text. */
type LimitInputs = Record<keyof ThresholdRecord, number | string>;

/** An input's value as a limit; an emptied field counts as 0. */
function toLimit(value: number | string): number {
  if (typeof value === 'number') return value;
  const figure = Number(value.replace(/,/g, ''));
  return Number.isFinite(figure) ? figure : 0;
}

type ThresholdsPanelProps = { basePath: string | undefined; onFailed: (error: unknown) => void };

export function ThresholdsPanel({ basePath, onFailed }: ThresholdsPanelProps) {
  const thresholds = useQuery(adminThresholdsQuery(basePath, true));
  const save = useSaveThreshold(basePath);
  const stored = thresholds.data?.find((row) => row.page === 'shipments');
  // Kept as the inputs give it. Turning an emptied field into 0 at once showed '$0', the next
  // figure typed was appended to it ('$0300,000'), and that text was then saved as 0.
  const [edited, setEdited] = useState<LimitInputs | null>(null);
  const [formError, setFormError] = useState<{ field: string | null; message: string } | null>(null);
  const values: LimitInputs = edited ?? (stored ? { ...EMPTY, ...stored } : EMPTY);

  useEffect(() => {
    if (thresholds.error) onFailed(thresholds.error);
  }, [thresholds.error, onFailed]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const limits = Object.fromEntries(FIELDS.map((field) => [field, toLimit(values[field])])) as ThresholdRecord;
    const checked = thresholdBody.safeParse(limits);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setFormError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? LIMITS_OUT_OF_ORDER });
      return;
    }
    save.mutate(
      { page: 'shipments', limits },
      {
        onSuccess: () => {
          setEdited(null);
          setFormError(null);
          showToast({ tone: 'success', message: 'The thresholds are saved.' });
        },
        onError: (error) => {
          const refusal = inputRefusal(error);
          if (refusal) setFormError({ field: null, message: refusal });
          else onFailed(error);
        },
      },
    );
  }

  const change = (field: keyof ThresholdRecord, value: string | number) => {
    setFormError(null);
    setEdited({ ...values, [field]: value });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={720}>
        <Text size="sm" c="dimmed">
          Figures below the lower or above the upper limit get a warning on the survey&apos;s first page. Members can
          still continue.
        </Text>
        {MEASURES.map((measure) => (
          <SimpleGrid key={measure.name} cols={{ base: 1, xs: 2 }} spacing="md">
            {(['lower', 'upper'] as const).map((bound) => {
              const field = measure[bound];
              return (
                <NumberInput
                  key={field}
                  label={`${measure.name}: ${bound} limit`}
                  value={values[field]}
                  onChange={(value) => change(field, value)}
                  min={0}
                  allowNegative={false}
                  decimalScale={2}
                  thousandSeparator=","
                  prefix={measure.prefix}
                  disabled={thresholds.isPending}
                  error={formError?.field === field ? formError.message : undefined}
                />
              );
            })}
          </SimpleGrid>
        ))}
        {formError && formError.field === null && (
          <Text size="sm" c="red.8" role="alert">
            {formError.message}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={thresholds.isPending}>
            Save thresholds
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
