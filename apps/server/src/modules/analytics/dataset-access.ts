// Which datasets a user may open (their entitlements), and what the analyzer is told about them.
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { forbidden, notFound } from '../../platform/errors.ts';
import { ANALYTICS_MSG } from './analytics-errors.ts';
import { DATASETS, type DatasetDef, type Entitlements, findDataset, isEntitled } from './datasets.ts';
import type { AnalyticsEngine } from './duckdb-engine.ts';
import { lastMonthIndex, monthKeyOf } from './usmto-generator.ts';

/** The dataset of an analysis, if it exists and this user may open it. */
export function openDataset(id: string, entitlements: Entitlements): DatasetDef {
  const dataset = findDataset(id);
  if (!dataset) throw notFound(ANALYTICS_MSG.unknownDataset);
  if (!isEntitled(dataset, entitlements)) throw forbidden();
  return dataset;
}

/** The datasets this user may analyse, with their dimensions, members and measures. */
export async function listDatasets({
  engine,
  entitlements,
}: {
  engine: AnalyticsEngine;
  entitlements: Entitlements;
}): Promise<DatasetDescription[]> {
  const open = DATASETS.filter((d) => isEntitled(d, entitlements));
  if (open.length === 0) return [];
  await engine.whenReady();
  const bounds = engine.periodBounds();
  return open.map((d) => ({
    id: d.id,
    title: d.title,
    description: d.description,
    sample: d.sample,
    // An empty copy still offers the sample's calendar range.
    period: bounds ?? { first: monthKeyOf(0), last: monthKeyOf(lastMonthIndex(new Date())) },
    dimensions: d.dimensions.map((dim) => ({
      id: dim.id,
      label: dim.label,
      kind: dim.kind,
      members: [...dim.members],
    })),
    measures: d.measures.map((m) => ({ field: m.field, label: m.label, format: m.format })),
    blend_keys: Object.keys(d.blendKeys),
  }));
}
