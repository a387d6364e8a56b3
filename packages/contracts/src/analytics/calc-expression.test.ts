import { describe, expect, it } from 'vitest';
import { analysisDefinition, MSG } from './analysis-definition.ts';
import { CALC_EXPRESSION_MSG, evaluateCalc, parseCalcExpression } from './calc-expression.ts';

const known = ['orders', 'dealers', 'my_sales'];
const value = (text: string, figures: Record<string, number | null>) => {
  const parsed = parseCalcExpression(text, known);
  if (!parsed.ok) throw new Error(parsed.message);
  return evaluateCalc(parsed.node, (id) => figures[id] ?? null);
};

describe('calculated measure expressions', () => {
  it('reads + − × ÷ (and their ASCII spellings) with the usual precedence and parentheses', () => {
    expect(value('orders + dealers * 2', { orders: 1, dealers: 3 })).toBe(7);
    expect(value('(orders + dealers) × 2', { orders: 1, dealers: 3 })).toBe(8);
    expect(value('orders − dealers ÷ 4', { orders: 1, dealers: 2 })).toBe(0.5);
    expect(value('-orders / -dealers', { orders: 6, dealers: 3 })).toBe(2);
    expect(value('100 * my_sales / orders', { orders: 8, my_sales: 2 })).toBe(25);
  });

  it('gives a blank for a zero divisor or a blank figure, never Infinity or NaN', () => {
    expect(value('orders / dealers', { orders: 1, dealers: 0 })).toBeNull();
    expect(value('orders / (dealers - dealers)', { orders: 0, dealers: 5 })).toBeNull();
    expect(value('orders + dealers', { orders: 1, dealers: null })).toBe(null);
  });

  it('says what is wrong, in the words the analyzer shows', () => {
    const message = (text: string) => {
      const parsed = parseCalcExpression(text, known);
      return parsed.ok ? null : parsed.message;
    };
    expect(message('orders / visits')).toBe(CALC_EXPRESSION_MSG.unknownMeasure('visits'));
    expect(message('orders /')).toBe(CALC_EXPRESSION_MSG.incomplete);
    expect(message('(orders')).toBe(CALC_EXPRESSION_MSG.unclosed);
    expect(message('orders)')).toBe(CALC_EXPRESSION_MSG.incomplete);
    expect(message('orders dealers')).toBe(CALC_EXPRESSION_MSG.incomplete);
    expect(message('orders % 2')).toBe(CALC_EXPRESSION_MSG.badCharacter('%'));
    expect(message('Orders')).toBe(CALC_EXPRESSION_MSG.badCharacter('O'));
    expect(message('  ')).toBe(CALC_EXPRESSION_MSG.empty);
    expect(message('2 * 3')).toBe(CALC_EXPRESSION_MSG.noMeasure);
    expect(message(`${'('.repeat(40)}orders${')'.repeat(40)}`)).toBe(CALC_EXPRESSION_MSG.tooDeep);
    expect(message(`orders${' + orders'.repeat(60)}`)).toBe(CALC_EXPRESSION_MSG.tooLong);
  });
});

describe('calculations in a saved analysis', () => {
  const definition = {
    version: 1,
    dataset: 'usmto-orders',
    rows: ['month'],
    measures: [{ id: 'orders', field: 'orders', aggregate: 'sum' }],
    blend: {
      table: 'dealers.csv',
      key: { column: 'State', dimension: 'state' },
      measures: [{ id: 'dealers', column: 'Dealers' }],
    },
    calcs: [
      { kind: 'expression', id: 'per_dealer', expression: 'orders ÷ dealers' },
      { kind: 'share_of_total', id: 'share', measure: 'orders' },
      { kind: 'change', id: 'yoy', measure: 'per_dealer', versus: 'previous_year', as: 'percent' },
    ],
    show_as: { dealers: 'percent_of_column' },
    sort: { rows: { by: 'measure', measure: 'per_dealer' } },
    top_n: { dimension: 'month', measure: 'yoy', n: 3 },
  };

  it('survive a round trip through the file as JSON', () => {
    const parsed = analysisDefinition.parse(definition);
    expect(analysisDefinition.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
    expect(parsed.calcs).toHaveLength(3);
  });

  it('are checked with the same messages as the analyzer shows', () => {
    const issues = (patch: object) => {
      const r = analysisDefinition.safeParse({ ...definition, ...patch });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(issues({ rows: ['state'], top_n: undefined })).toEqual([MSG.changeNeedsPeriod]);
    expect(
      issues({ calcs: [{ kind: 'share_of_total', id: 's', measure: 'nothing' }], sort: {}, top_n: undefined }),
    ).toEqual([MSG.calcMeasure]);
    expect(
      issues({
        measures: [{ id: 'orders', field: 'orders', aggregate: 'avg' }],
        calcs: [{ kind: 'share_of_total', id: 's', measure: 'orders' }],
        show_as: { orders: 'percent_of_row' },
        sort: {},
        top_n: undefined,
      }),
    ).toEqual([MSG.shareNeedsAdditive, MSG.showAsNeedsAdditive]);
    expect(issues({ show_as: { per_dealer: 'percent_of_row' } })).toEqual([MSG.showAsNeedsAdditive]);
    expect(issues({ show_as: { nothing: 'percent_of_row' } })).toEqual([MSG.showAsMeasure]);
  });
});
