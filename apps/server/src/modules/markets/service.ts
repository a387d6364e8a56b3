// Map U.S. Markets' figures: the choropleth of an industry and measure by state or county, and a
// region's top industries. It owns no data: every figure is an analysis of the county manufacturing
// dataset run by the analytics service (the same engine, cache and limits as the analyzer), so the
// map and the analyzer's "Open in analyzer" view can never disagree. Decision 040. The choropleth
// reads a pre-aggregate built from such analyses once per data version (decision 059).
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult, DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import {
  ALL_INDUSTRIES,
  type ChoroplethData,
  MARKETS_CODES,
  MARKETS_MSG,
  type MarketLevel,
  type MarketMeasure,
  type RegionIndustries,
} from '@mti/contracts/markets/markets-api';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type AnalyticsEngine, type Entitlements, openAppDataset, runAnalysis } from '../analytics/service.ts';
import {
  choroplethFromAggregate,
  readyChoroplethAggregate,
  whenChoroplethAggregateBuilt,
} from './choropleth-aggregate.ts';

export const MARKETS_APP = 'mapus-markets';
const TOP_INDUSTRIES = 10;

type Context = { engine: AnalyticsEngine; entitlements: Entitlements };

async function marketsDataset(engine: AnalyticsEngine): Promise<DatasetDescription> {
  const opened = await openAppDataset({ engine, appKey: MARKETS_APP });
  if (!opened) throw notFound();
  return opened.dataset;
}

function membersOf(dataset: DatasetDescription, dimension: string) {
  return dataset.dimensions.find((d) => d.id === dimension)?.members ?? [];
}

/** The years of the data, oldest first (one row per year, dated January). */
function yearsOf(dataset: DatasetDescription): string[] {
  const first = Number(dataset.period.first.slice(0, 4));
  const last = Number(dataset.period.last.slice(0, 4));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, k) => String(first + k));
}

function pickYear(dataset: DatasetDescription, year: string | undefined): { year: string; years: string[] } {
  const years = yearsOf(dataset);
  const chosen = year ?? years.at(-1) ?? '';
  if (!years.includes(chosen)) throw badRequest(MARKETS_CODES.unknownYear, MARKETS_MSG.unknownYear(chosen), 'year');
  return { year: chosen, years };
}

/** The filter of an industry code: a 3-digit subsector or a 4-digit industry; 400 for any other. */
function industryFilter(dataset: DatasetDescription, code: string) {
  if (code === ALL_INDUSTRIES) return [];
  for (const dimension of ['subsector', 'industry'])
    if (membersOf(dataset, dimension).some((m) => m.key === code)) return [{ dimension, values: [code] }];
  throw badRequest(MARKETS_CODES.unknownIndustry, MARKETS_MSG.unknownIndustry(code), 'industry');
}

async function run(context: Context, input: Omit<AnalysisDefinitionInput, 'version'>): Promise<AnalysisResult> {
  const definition = analysisDefinition.parse({
    version: 1,
    totals: { row_grand_total: false, column_grand_total: false, subtotals: false },
    ...input,
  });
  return runAnalysis({ engine: context.engine, definition, entitlements: context.entitlements });
}

/** Each row's first member and its values (one per measure), from a result without columns. */
function rowsOf(result: AnalysisResult): Array<{ key: string; values: Array<number | null> }> {
  return result.row_headers.flatMap((header, r) => {
    const key = header.members[0];
    if (key === null || key === undefined) return [];
    return [{ key: String(key), values: result.cells[r]?.[0] ?? [] }];
  });
}

/** The choropleth's values by analysis (while the pre-aggregate is being built; the benchmark's before). */
export async function analysedValues(
  context: Context,
  dataset: DatasetDescription,
  query: { level: MarketLevel; industry: string; measure: MarketMeasure; year: string },
): Promise<Array<{ key: string; value: number }>> {
  const filters = [...industryFilter(dataset, query.industry), { dimension: 'year', values: [query.year] }];
  const result = await run(context, {
    dataset: dataset.id,
    rows: [query.level],
    measures: [{ id: 'value', field: query.measure, aggregate: 'sum' }],
    filters: { members: filters },
  });
  return rowsOf(result).map((row) => ({ key: row.key, value: row.values[0] ?? 0 }));
}

/** Builds the choropleth's pre-aggregate now and resolves when it answers (tests, benchmark). */
export async function prepareChoropleth(context: Context): Promise<void> {
  const dataset = await marketsDataset(context.engine);
  await whenChoroplethAggregateBuilt(context, dataset);
}

export async function getChoropleth(
  context: Context,
  query: { level: MarketLevel; industry: string; measure: MarketMeasure; year?: string },
): Promise<ChoroplethData> {
  const dataset = await marketsDataset(context.engine);
  const { year, years } = pickYear(dataset, query.year);
  industryFilter(dataset, query.industry);
  const aggregate = readyChoroplethAggregate(context, dataset);
  const wanted = { level: query.level, industry: query.industry, measure: query.measure, year };
  const values = aggregate
    ? choroplethFromAggregate(aggregate, wanted)
    : await analysedValues(context, dataset, wanted);
  const labels = new Map(membersOf(dataset, query.level).map((m) => [m.key, m.label]));
  const industries = [
    ...membersOf(dataset, 'subsector').map((m) => ({ ...m, level: 'subsector' as const })),
    ...membersOf(dataset, 'industry')
      .filter((m) => m.key.length === 4)
      .map((m) => ({ ...m, level: 'industry' as const })),
  ].sort((a, b) => a.key.localeCompare(b.key));
  return {
    level: query.level,
    industry: query.industry,
    measure: query.measure,
    year,
    years,
    industries,
    sample: dataset.sample,
    values: values
      .map((row) => ({ key: row.key, label: labels.get(row.key) ?? row.key, value: row.value }))
      .sort((a, b) => a.key.localeCompare(b.key)),
  };
}

/** A state (postal code) or a county (5-digit FIPS) of the map; 400 for anything else. */
function findRegion(dataset: DatasetDescription, key: string): { key: string; label: string; level: MarketLevel } {
  const level: MarketLevel = /^\d{5}$/.test(key) ? 'county' : 'state';
  const member = membersOf(dataset, level).find((m) => m.key === key);
  if (!member) throw badRequest(MARKETS_CODES.unknownRegion, MARKETS_MSG.unknownRegion(key), 'region');
  return { key: member.key, label: member.label, level };
}

export async function getRegionIndustries(
  context: Context,
  query: { region: string; measure: MarketMeasure; year?: string },
): Promise<RegionIndustries> {
  const dataset = await marketsDataset(context.engine);
  const region = findRegion(dataset, query.region);
  const { year } = pickYear(dataset, query.year);
  const result = await run(context, {
    dataset: dataset.id,
    rows: ['industry'],
    measures: [
      { id: 'establishments', field: 'establishments', aggregate: 'sum' },
      { id: 'employment', field: 'employment', aggregate: 'sum' },
      { id: 'consumption_usd', field: 'consumption_usd', aggregate: 'sum' },
    ],
    filters: {
      members: [
        { dimension: region.level, values: [region.key] },
        { dimension: 'year', values: [year] },
      ],
    },
  });
  const labels = new Map(membersOf(dataset, 'industry').map((m) => [m.key, m.label]));
  const order = ['establishments', 'employment', 'consumption_usd'] as const;
  const industries = rowsOf(result).map((row) => {
    const [establishments, employment, consumption_usd] = order.map((_, k) => row.values[k] ?? 0) as [
      number,
      number,
      number,
    ];
    return {
      key: row.key,
      label: labels.get(row.key) ?? row.key,
      subsector: row.key.slice(0, 3),
      establishments,
      employment,
      consumption_usd,
    };
  });
  industries.sort((a, b) => b[query.measure] - a[query.measure] || a.key.localeCompare(b.key));
  return {
    region,
    year,
    measure: query.measure,
    sample: dataset.sample,
    industries: industries.slice(0, TOP_INDUSTRIES),
  };
}
