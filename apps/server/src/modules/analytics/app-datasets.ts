// The datasets behind catalog apps: each dataset names the apps built on it (its `apps`), so a
// dashboard finds its data and a launcher card its release dates without naming a dataset.
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { describeDataset } from './dataset-access.ts';
import type { DataRelease, DatasetDef, Entitlements } from './dataset-declaration.ts';
import { REGISTERED_DATASETS } from './datasets/registry.ts';
import type { AnalyticsEngine } from './duckdb-engine.ts';

function datasetOfApp(datasets: readonly DatasetDef[], appKey: string): DatasetDef | undefined {
  return datasets.find((d) => d.apps.includes(appKey));
}

/**
 * The dataset an app (a dashboard) draws on, loaded, with the entitlements that read it: the
 * caller has already checked that the user may open the app (its ticket is the grant).
 */
export async function openAppDataset({
  engine,
  appKey,
}: {
  engine: AnalyticsEngine;
  appKey: string;
}): Promise<{ dataset: DatasetDescription; grant: Entitlements } | null> {
  const dataset = datasetOfApp(engine.datasets(), appKey);
  if (!dataset) return null;
  await engine.whenReady(dataset.id);
  return {
    dataset: describeDataset(dataset, engine.periodBounds(dataset.id)),
    grant: { roles: dataset.access.roles, subscriptionActive: true },
  };
}

/**
 * The data release shown on an app's launcher card: through which month, and when the next is due.
 * `saved`: the administrator's dates by dataset id (issue 19), shown instead of the schedule while set.
 */
export function appDataRelease({
  appKey,
  now = new Date(),
  saved = {},
}: {
  appKey: string;
  now?: Date;
  saved?: Readonly<Record<string, { data_through: string; next_release: string }>>;
}): DataRelease | null {
  const dataset = datasetOfApp(REGISTERED_DATASETS, appKey);
  if (!dataset?.release) return null;
  const own = saved[dataset.id];
  return own
    ? { dataThrough: own.data_through, nextRelease: own.next_release }
    : scheduledRelease(dataset.id, dataset.release, now);
}

// A dataset's schedule is a function of the calendar alone, and the launcher asks for every app's on
// each call: it is worked out once per dataset and minute. Every release boundary (midnight, 8 PM
// Eastern) falls on a whole minute, so a minute never straddles one.
const scheduledByMinute = new Map<string, { minute: number; release: DataRelease }>();

function scheduledRelease(datasetId: string, schedule: (now: Date) => DataRelease, now: Date): DataRelease {
  const minute = Math.floor(now.getTime() / 60_000);
  const hit = scheduledByMinute.get(datasetId);
  if (hit?.minute === minute) return { ...hit.release };
  const release = schedule(now);
  scheduledByMinute.set(datasetId, { minute, release });
  return { ...release };
}

/** For the admin console: every product dataset that has release dates, with its schedule on `now`. */
export function listScheduledReleases({ now = new Date() }: { now?: Date } = {}) {
  return REGISTERED_DATASETS.flatMap((d) =>
    d.release ? [{ datasetId: d.id, title: d.title, apps: [...d.apps], scheduled: d.release(now) }] : [],
  );
}
