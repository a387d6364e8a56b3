import { describe, expect, it } from 'vitest';
import { analysisDefinition, MSG } from './analysis-definition.ts';

const minimal = {
  version: 1,
  dataset: 'usmto-orders',
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
};

function issues(input: object): Array<{ path: string; message: string }> {
  const parsed = analysisDefinition.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('analysis definition', () => {
  it('fills in the defaults a saved .xanalyzer file may leave out', () => {
    expect(analysisDefinition.parse(minimal)).toEqual({
      ...minimal,
      measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum', calculation: 'none' }],
      rows: [],
      columns: [],
      filters: { members: [] },
      sort: {},
      totals: { row_grand_total: true, column_grand_total: true, subtotals: false },
      chart: { type: 'table' },
      calcs: [],
      show_as: {},
    });
  });

  it('reads only version 1 files', () => {
    expect(analysisDefinition.safeParse({ ...minimal, version: 2 }).success).toBe(false);
  });

  it('names each broken rule with its message', () => {
    expect(issues({ ...minimal, rows: ['state; drop table x'] })).toEqual([
      { path: 'rows.0', message: MSG.badDimension },
    ]);
    expect(issues({ ...minimal, rows: ['state'], columns: ['state'] })).toEqual([
      { path: 'columns.0', message: MSG.dimensionTwice },
    ]);
    expect(issues({ ...minimal, measures: [] })).toEqual([{ path: 'measures', message: MSG.noMeasure }]);
    expect(
      issues({ ...minimal, measures: [...minimal.measures, { id: 'value', field: 'units', aggregate: 'sum' }] }),
    ).toEqual([{ path: 'measures.1.id', message: MSG.measureIdTwice }]);
    expect(issues({ ...minimal, filters: { period: { from: '2024-05', to: '2024-01' } } })).toEqual([
      { path: 'filters.period.from', message: MSG.periodOrder },
    ]);
    expect(issues({ ...minimal, filters: { period: { from: '2024-13' } } })).toEqual([
      { path: 'filters.period.from', message: MSG.badMonth },
    ]);
    expect(issues({ ...minimal, top_n: { dimension: 'state', measure: 'value', n: 10 } })).toEqual([
      { path: 'top_n.dimension', message: MSG.topNDimension },
    ]);
    expect(issues({ ...minimal, rows: ['state'], top_n: { dimension: 'state', measure: 'units', n: 0 } })).toEqual([
      { path: 'top_n.n', message: MSG.topNRange },
      { path: 'top_n.measure', message: MSG.topNMeasure },
    ]);
    expect(issues({ ...minimal, sort: { rows: { by: 'measure', measure: 'nope' } } })).toEqual([
      { path: 'sort.rows.measure', message: MSG.sortMeasureUnknown },
    ]);
    expect(issues({ ...minimal, what_if: { months: 61 } })).toEqual([
      { path: 'what_if.months', message: MSG.whatIfMonths },
    ]);
    expect(
      issues({
        ...minimal,
        what_if: { months: 12, members: [{ dimension: 'region', member: 'West', percent_per_year: -150 }] },
      }),
    ).toEqual([{ path: 'what_if.members.0.percent_per_year', message: MSG.growthRange }]);
  });
});
