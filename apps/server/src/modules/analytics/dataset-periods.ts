// The period dimensions, hierarchy and month blend key every monthly dataset declares the same way
// (a `period` date column, first of the month): month, quarter and year.
import type { BlendKeyDef, DimensionDef, HierarchyDef } from './dataset-declaration.ts';

export const PERIOD_DIMENSIONS: readonly DimensionDef[] = [
  { id: 'month', label: 'Month', kind: 'period', column: 'period', sql: "strftime(period, '%Y-%m')", members: [] },
  {
    id: 'quarter',
    label: 'Quarter',
    kind: 'period',
    column: 'period',
    sql: "concat(year(period), '-Q', quarter(period))",
    members: [],
  },
  { id: 'year', label: 'Year', kind: 'period', column: 'period', sql: 'cast(year(period) as varchar)', members: [] },
];

export const TIME_HIERARCHY: HierarchyDef = { id: 'time', label: 'Time', levels: ['year', 'quarter', 'month'] };

export const MONTH_BLEND_KEY: BlendKeyDef = {
  reads: 'month',
  from: 'u',
  dims: {
    month: 'u.k',
    quarter: "concat(substr(u.k, 1, 4), '-Q', (cast(substr(u.k, 6, 2) as integer) - 1) // 3 + 1)",
    year: 'substr(u.k, 1, 4)',
  },
};

/** A text dimension whose members are their own labels. */
export function textDimension(id: string, label: string, members: readonly string[]): DimensionDef {
  return {
    id,
    label,
    kind: 'member',
    column: id,
    sql: `cast(${id} as varchar)`,
    members: members.map((m) => ({ key: m, label: m })),
  };
}
