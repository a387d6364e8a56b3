// Shipments by market profile (spec §2): each market with its sub-categories (from the labels) and
// a USD % input, and the total row with its not-100 message (errorSix).
import { Table, Text } from '@mantine/core';
import { marketLabelKey } from '@mti/contracts/survey/survey-labels';
import { hasNoShipments, isTotalInError, marketTotal } from '@mti/contracts/survey/survey-rules';
import type { LabelOf } from '../hooks/use-survey-labels.ts';
import { type SurveyFormValues, surveyDataOf } from '../survey-form.ts';
import { PercentInputCell, PercentTable } from './percent-table.tsx';
import classes from './survey-table.module.css';

type MarketsPageProps = {
  values: SurveyFormValues;
  disabled: boolean;
  t: LabelOf;
  onChange: (index: number, value: string) => void;
};

export function MarketsPage({ values, disabled, t, onChange }: MarketsPageProps) {
  const data = surveyDataOf(values);
  const total = marketTotal(data.shipment.market);
  const inError = isTotalInError(total, hasNoShipments(data));

  return (
    <PercentTable
      label={t('page3')}
      nameHeader={t('colMarket')}
      columns={[{ key: 'usd', header: t('colUsdPct') }]}
      totalLabel={t('total')}
      totals={[{ value: total, error: inError ? t('errorSix') : null, testId: 'market-total' }]}
    >
      <Table.Tbody>
        {values.market.map((row, index) => {
          const subcategories = t(marketLabelKey(row.name));
          return (
            <Table.Tr key={row.name}>
              <Table.Th scope="row" className={classes.rowName}>
                <div>{row.name}</div>
                {subcategories !== marketLabelKey(row.name) && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {subcategories}
                  </Text>
                )}
              </Table.Th>
              <PercentInputCell
                rowName={row.name}
                columnHeader={t('colUsdPct')}
                value={row.usd}
                disabled={disabled}
                onValueChange={(value) => onChange(index, value)}
              />
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </PercentTable>
  );
}
