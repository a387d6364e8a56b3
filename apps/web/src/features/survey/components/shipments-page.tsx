// Page 1 of the survey: the month's shipment value, shipment tons and booking value.
import { SimpleGrid } from '@mantine/core';
import type { LabelOf } from '../hooks/use-survey-labels.ts';
import type { SurveyFormValues } from '../survey-form.ts';
import { SurveyNumberInput } from './survey-number-input.tsx';

export type AmountField = 'shipmentUsd' | 'shipmentTons' | 'bookingUsd';

const FIELDS: ReadonlyArray<{ field: AmountField; help: string }> = [
  { field: 'shipmentUsd', help: 'shipmentUsdHelp' },
  { field: 'shipmentTons', help: 'shipmentTonsHelp' },
  { field: 'bookingUsd', help: 'bookingUsdHelp' },
];

type ShipmentsPageProps = {
  values: SurveyFormValues;
  disabled: boolean;
  t: LabelOf;
  onChange: (field: AmountField, value: string) => void;
  onCommit: (field: AmountField, value: string) => void;
};

export function ShipmentsPage({ values, disabled, t, onChange, onCommit }: ShipmentsPageProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {FIELDS.map(({ field, help }) => (
        <SurveyNumberInput
          key={field}
          kind="amount"
          label={t(field)}
          description={t(help)}
          value={values[field]}
          disabled={disabled}
          onValueChange={(value) => onChange(field, value)}
          onCommit={(value) => onCommit(field, value)}
        />
      ))}
    </SimpleGrid>
  );
}
