// Which datasets a user may open (their entitlements), and what the analyzer is told about them.
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { monthOfDate } from '@mti/contracts/common/month';
import { forbidden, notFound } from '../../platform/errors.ts';
import { ANALYTICS_MSG } from './analytics-errors.ts';
import { type DatasetDef, type Entitlements, formatOfMeasure, isEntitled } from './dataset-declaration.ts';
import type { AnalyticsEngine } from './duckdb-engine.ts';
import { isUploadDatasetId } from './upload-dataset.ts';

/**
 * The dataset of an analysis, if the engine holds it (404) and this user may open it (403). A
 * user's uploaded table is found for its owner only: for anyone else it does not exist (404).
 */
export async function openDataset(
  engine: AnalyticsEngine,
  id: string,
  entitlements: Entitlements,
): Promise<DatasetDef> {
  const dataset = await engine.findDataset(id, entitlements.siteId);
  if (!dataset) throw notFound(isUploadDatasetId(id) ? ANALYTICS_MSG.uploadGone : ANALYTICS_MSG.unknownDataset);
  if (!isEntitled(dataset, entitlements)) throw forbidden();
  return dataset;
}

/** What the analyzer is told about a dataset: its dimensions, hierarchies, members and measures. */
export function describeDataset(
  dataset: DatasetDef,
  period: { first: string; last: string } | null,
): DatasetDescription {
  return {
    id: dataset.id,
    title: dataset.title,
    description: dataset.description,
    sample: dataset.sample,
    // An empty copy still offers a month: the current one.
    period: period ?? { first: monthOfDate(new Date()), last: monthOfDate(new Date()) },
    dimensions: dataset.dimensions.map((dim) => ({
      id: dim.id,
      label: dim.label,
      kind: dim.kind,
      members: [...dim.members],
    })),
    hierarchies: dataset.hierarchies.map((h) => ({ id: h.id, label: h.label, levels: [...h.levels] })),
    measures: dataset.measures.map((m) => ({
      field: m.field,
      label: m.label,
      format: formatOfMeasure(m),
      unit: m.unit,
      aggregate: m.aggregate,
    })),
    geo_keys: dataset.geoKeys,
    blend_keys: Object.keys(dataset.blendKeys),
    source: dataset.source ?? 'product',
  };
}

/**
 * The datasets this user may analyse. A dataset whose copy failed to load is left out (the others
 * still answer); the failure is logged by the engine.
 */
export async function listDatasets({
  engine,
  entitlements,
}: {
  engine: AnalyticsEngine;
  entitlements: Entitlements;
}): Promise<DatasetDescription[]> {
  const open = (await engine.datasetsFor(entitlements.siteId)).filter((d) => isEntitled(d, entitlements));
  const described = await Promise.all(
    open.map(async (d) => {
      try {
        await engine.whenReady(d.id);
      } catch {
        return null;
      }
      return describeDataset(d, engine.periodBounds(d.id));
    }),
  );
  return described.filter((d): d is DatasetDescription => d !== null);
}
