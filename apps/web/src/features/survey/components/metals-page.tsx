// The metal percentage page (spec §2): ferrous, non-ferrous and high-nickel-based groups, each row
// with a USD % and an English-tons % input, group subtotals, and column totals that show their
// not-100 message (errorSix for USD, errorFive for tons) unless the month shipped nothing.
import { Table } from '@mantine/core';
import { METAL_TYPES } from '@mti/contracts/survey/survey-catalogue';
import { hasNoShipments, isTotalInError, metalColumnTotal } from '@mti/contracts/survey/survey-rules';
import type { LabelOf } from '../hooks/use-survey-labels.ts';
import { type SurveyFormValues, surveyDataOf } from '../survey-form.ts';
import { PercentInputCell, PercentTable } from './percent-table.tsx';
import classes from './survey-table.module.css';
import { formatPercentTotal } from './survey-totals.ts';

type MetalsPageProps = {
  values: SurveyFormValues;
  disabled: boolean;
  t: LabelOf;
  onChange: (index: number, column: 'usd' | 'tons', value: string) => void;
};

export function MetalsPage({ values, disabled, t, onChange }: MetalsPageProps) {
  const data = surveyDataOf(values);
  const rows = data.shipment.metal;
  const noShipments = hasNoShipments(data);
  const usdTotal = metalColumnTotal(rows, 'usd_pct');
  const tonsTotal = metalColumnTotal(rows, 'english_tons_pct');
  const usdInError = isTotalInError(usdTotal, noShipments);
  const tonsInError = isTotalInError(tonsTotal, noShipments);

  return (
    <PercentTable
      label={t('page2')}
      nameHeader={t('colMetal')}
      columns={[
        { key: 'usd', header: t('colUsdPct') },
        { key: 'tons', header: t('colTonsPct') },
      ]}
      totalLabel={t('total')}
      totals={[
        { value: usdTotal, error: usdInError ? t('errorSix') : null, testId: 'metal-usd-total' },
        { value: tonsTotal, error: tonsInError ? t('errorFive') : null, testId: 'metal-tons-total' },
      ]}
    >
      {METAL_TYPES.map((mtype) => (
        <Table.Tbody key={mtype}>
          <Table.Tr className={classes.groupRow}>
            <Table.Th colSpan={3} scope="colgroup">
              {t(mtype)}
            </Table.Th>
          </Table.Tr>
          {values.metal.map((row, index) =>
            row.mtype !== mtype ? null : (
              <Table.Tr key={row.name}>
                <Table.Th scope="row" className={classes.rowName}>
                  {row.name}
                </Table.Th>
                <PercentInputCell
                  rowName={row.name}
                  columnHeader={t('colUsdPct')}
                  value={row.usd}
                  disabled={disabled}
                  onValueChange={(value) => onChange(index, 'usd', value)}
                />
                <PercentInputCell
                  rowName={row.name}
                  columnHeader={t('colTonsPct')}
                  value={row.tons}
                  disabled={disabled}
                  onValueChange={(value) => onChange(index, 'tons', value)}
                />
              </Table.Tr>
            ),
          )}
          <Table.Tr className={classes.subtotalRow}>
            <Table.Th scope="row">
              {t(mtype)} {t('subtotal').toLowerCase()}
            </Table.Th>
            <Table.Td className={classes.figure} data-testid={`${mtype}-usd-subtotal`}>
              {formatPercentTotal(metalColumnTotal(rows, 'usd_pct', mtype))}
            </Table.Td>
            <Table.Td className={classes.figure} data-testid={`${mtype}-tons-subtotal`}>
              {formatPercentTotal(metalColumnTotal(rows, 'english_tons_pct', mtype))}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      ))}
    </PercentTable>
  );
}
