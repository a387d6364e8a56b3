// The blended measures: a user's table aggregated per key member, rolled up to the dimensions in
// view that the key determines (a state gives its region; a month its quarter and year) for every
// grouping set of the main query. Dimensions the key does not determine (say, category for a
// state-level table) do not split the user's figures: each of their members shows the same value.
// Only keys the main query shows count (the dataset's members under the same filters, top-N and
// what-if): a total never holds a month, state or industry that no row shows.
import { OTHER_MEMBER } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisPlan } from './analysis-plan.ts';
import { groupingSets, type SourceOptions, type SqlParams, withBase } from './analysis-sql.ts';
import type { DimensionDef } from './dataset-declaration.ts';

export type BlendDim = { axis: 'rows' | 'columns'; index: number; dimensionId: string };

export function blendViewDims(plan: AnalysisPlan): BlendDim[] {
  const blend = plan.definition.blend;
  const keyDef = blend ? plan.dataset.blendKeys[blend.key.dimension] : undefined;
  if (!keyDef) return [];
  return [
    ...plan.rows.map((d, index) => ({ axis: 'rows' as const, index, dimensionId: d.id })),
    ...plan.columns.map((d, index) => ({ axis: 'columns' as const, index, dimensionId: d.id })),
  ].filter((v) => keyDef.dims[v.dimensionId] !== undefined);
}

export function blendSql(plan: AnalysisPlan, params: SqlParams, options: SourceOptions, table: string): string {
  const blend = plan.definition.blend;
  const keyDef = blend ? plan.dataset.blendKeys[blend.key.dimension] : undefined;
  if (!blend || !keyDef) throw new Error('no blend');
  const view = blendViewDims(plan);
  const top = plan.definition.top_n;
  const where: string[] = [];

  const dimExpr = (dimensionId: string): string => {
    const expr = keyDef.dims[dimensionId] as string;
    if (top?.other && top.dimension === dimensionId && options.topMembers) {
      const inTop = options.topMembers.length ? `(${expr}) in (${params.list(options.topMembers)})` : 'false';
      return `case when ${inTop} then (${expr}) else ${params.add(OTHER_MEMBER)} end`;
    }
    return expr;
  };
  if (top && !top.other && keyDef.dims[top.dimension] && options.topMembers) {
    const expr = keyDef.dims[top.dimension] as string;
    where.push(options.topMembers.length ? `(${expr}) in (${params.list(options.topMembers)})` : 'false');
  }
  for (const f of plan.definition.filters.members) {
    const expr = keyDef.dims[f.dimension];
    if (expr) where.push(`(${expr}) ${f.exclude ? 'not in' : 'in'} (${params.list(f.values)})`);
  }
  const monthExpr = keyDef.dims.month;
  const period = plan.definition.filters.period;
  if (monthExpr && period?.from) where.push(`(${monthExpr}) >= ${params.add(period.from)}`);
  if (monthExpr && period?.to) where.push(`(${monthExpr}) <= ${params.add(period.to)}`);

  // The table holds partial aggregates per key (user-tables.ts): s sum, c count of numbers, lo min,
  // hi max, n count of cells that hold anything (text too).
  const values = blend.measures.flatMap((_, i) => [`s${i}`, `c${i}`, `lo${i}`, `hi${i}`, `n${i}`].map((p) => `u.${p}`));
  const aliases = view.map((v) => `${v.axis === 'rows' ? 'r' : 'c'}${v.index}`);
  const ub = `select ${[...view.map((v, i) => `${dimExpr(v.dimensionId)} as x${i}`), ...values].join(', ')}
    from ${keyDef.from}${where.length ? ` where ${where.join(' and ')}` : ''}`;
  const aggs = blend.measures.map((m, i) => {
    const combined = {
      sum: `sum(s${i})`,
      avg: `sum(s${i}) / nullif(sum(c${i}), 0)`,
      min: `min(lo${i})`,
      max: `max(hi${i})`,
      count: `coalesce(sum(n${i}), 0)`,
    }[m.aggregate];
    return `cast(${combined} as double) as b${i}`;
  });
  const keyDim = plan.dataset.dimensions.find((d) => d.id === blend.key.dimension) as DimensionDef;
  const shown = `shown as (select distinct ${keyDim.sql} as k from (select ${keyDim.column} from base group by ${keyDim.column}) t)`;
  const u = `${withBase(plan, params, options)}, ${shown},
    u as (select * from ${table} where k is not null and k in (select k from shown))`;
  if (view.length === 0) return `${u}, ub as (${ub}) select 0 as gid, ${aggs.join(', ')} from ub`;

  const sets = new Set<string>();
  for (const s of groupingSets(plan)) {
    const kept = view
      .map((v, i) => ({ v, i }))
      .filter(({ v }) => (v.axis === 'rows' ? v.index < s.rows : v.index < s.columns))
      .map(({ i }) => `x${i}`);
    sets.add(`(${kept.join(', ')})`);
  }
  const xs = view.map((_, i) => `x${i}`);
  return `${u}, ub as (${ub})
    select ${xs.map((x, i) => `${x} as ${aliases[i]}`).join(', ')}, cast(grouping(${xs.join(', ')}) as integer) as gid,
      ${aggs.join(', ')}
    from ub group by grouping sets (${[...sets].join(', ')})`;
}
