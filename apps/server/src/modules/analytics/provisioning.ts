// The bulk writes that set up analytics data: each registered dataset's sample in the system of
// record, through its declaration. The seed uses them today (npm start, npm run seed:analytics),
// the admin console later.
import type { Db } from '../../platform/db.ts';
import type { DatasetDef, SampleGenerator } from './dataset-declaration.ts';
import { REGISTERED_DATASETS } from './datasets/registry.ts';

/** The registered datasets that come with a sample generator. */
export function sampleDatasets(): Array<DatasetDef & { sampleData: SampleGenerator }> {
  return REGISTERED_DATASETS.filter((d): d is DatasetDef & { sampleData: SampleGenerator } => !!d.sampleData);
}

/** Writes every registered dataset's sample (up to the month before `now`). */
export async function seedSamples({ db, now = new Date() }: { db: Db; now?: Date }): Promise<void> {
  for (const d of sampleDatasets()) await d.sampleData.seed({ db, now });
}

/** False until every registered dataset's sample was written once. */
export async function areSamplesSeeded({ db }: { db: Db }): Promise<boolean> {
  for (const d of sampleDatasets()) if (!(await d.sampleData.isSeeded({ db }))) return false;
  return true;
}

/** Writes one dataset's sample again (`rows`: exactly that many; see SampleGenerator.seed). */
export async function seedSample({
  db,
  datasetId,
  now = new Date(),
  rows,
}: {
  db: Db;
  datasetId: string;
  now?: Date;
  rows?: number;
}): Promise<number> {
  const dataset = sampleDatasets().find((d) => d.id === datasetId);
  if (!dataset) throw new Error(`no sample dataset ${datasetId}`);
  return dataset.sampleData.seed({ db, now, rows });
}

/** Rows of one full copy of the dataset's sample (the unit of `npm run seed:analytics -- --scale`). */
export function sampleRowsPerScale(datasetId: string, now: Date): number {
  const dataset = sampleDatasets().find((d) => d.id === datasetId);
  if (!dataset) throw new Error(`no sample dataset ${datasetId}`);
  return dataset.sampleData.rowsPerScale(now);
}
