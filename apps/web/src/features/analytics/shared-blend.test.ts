import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { describe, expect, it } from 'vitest';
import { withoutBlend } from './shared-blend.ts';

const base: AnalysisDefinitionInput = {
  version: 1,
  dataset: 'usmto-orders',
  rows: ['state', 'year'],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
};

describe('a shared analysis without its blend', () => {
  it('is the same analysis when it blends nothing', () => {
    expect(withoutBlend(base)).toEqual({ definition: base, withheld: null });
  });

  it('drops the blended columns and everything that needs them, through chains of calculations', () => {
    const d: AnalysisDefinitionInput = {
      ...base,
      blend: {
        table: 'dealers.xlsx',
        key: { column: 'State', dimension: 'state' },
        measures: [
          { id: 'blend_dealers', column: 'Dealers', aggregate: 'sum' },
          { id: 'blend_sales', column: 'Sales', aggregate: 'sum', label: 'My sales' },
        ],
      },
      calcs: [
        { kind: 'expression', id: 'per_dealer', expression: 'value / blend_dealers' },
        { kind: 'change', id: 'per_dealer_yoy', measure: 'per_dealer', versus: 'previous_year', as: 'percent' },
        { kind: 'expression', id: 'doubled', expression: 'value * 2' },
        { kind: 'share_of_total', id: 'sales_share', measure: 'blend_sales' },
      ],
      show_as: { blend_sales: 'percent_of_grand_total', value: 'percent_of_grand_total' },
      top_n: { dimension: 'state', n: 5, measure: 'per_dealer_yoy' },
      chart: { type: 'bar', measure: 'sales_share' },
    };
    const { definition, withheld } = withoutBlend(d);
    expect(withheld).toEqual({ table: 'dealers.xlsx', columns: ['Dealers', 'My sales'] });
    expect(definition).not.toHaveProperty('blend');
    expect(definition.calcs).toEqual([{ kind: 'expression', id: 'doubled', expression: 'value * 2' }]);
    expect(definition.show_as).toEqual({ value: 'percent_of_grand_total' });
    expect(definition).not.toHaveProperty('top_n');
    expect(definition.chart).toEqual({ type: 'bar' });
  });
});
