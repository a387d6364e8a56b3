// Console › Configuration › Release dates (issue 19): each product dataset's "data through" and
// "next release" as launcher cards show them. The analytics module knows each dataset's schedule;
// the content module stores the administrator's dates; this combines the two.
import {
  DATASET_NOT_FOUND,
  type DataRelease,
  type DataReleaseDates,
  type DataReleaseListQuery,
  type DataReleaseListResponse,
  type DataReleasesResponse,
} from '@mti/contracts/admin/console-data-releases';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { listScheduledReleases } from '../analytics/service.ts';
import { configVersionOf, DATA_RELEASES_KEY, editDataReleases, getSavedDataReleases } from '../content/service.ts';
import type { ConsoleCall } from './console-gate.ts';

export async function listDataReleases({
  db,
  now = new Date(),
}: {
  db: Db;
  now?: Date;
}): Promise<DataReleasesResponse> {
  const saved = await getSavedDataReleases({ db });
  return {
    version: await configVersionOf({ db, key: DATA_RELEASES_KEY }),
    datasets: listScheduledReleases({ now }).map((d) => ({
      dataset_id: d.datasetId,
      title: d.title,
      app_keys: d.apps,
      scheduled: { data_through: d.scheduled.dataThrough, next_release: d.scheduled.nextRelease },
      saved: saved[d.datasetId] ?? null,
    })),
  };
}

const shownDates = (d: DataRelease) => d.saved ?? d.scheduled;
const sortKeys: Record<DataReleaseListQuery['sort'], (d: DataRelease) => string> = {
  title: (d) => d.title.toLowerCase(),
  data_through: (d) => shownDates(d).data_through,
  next_release: (d) => shownDates(d).next_release,
};

/**
 * Every dataset the query matches, in its order. The datasets are declared in code (the analytics
 * module), not rows of a table, and number a handful: they are searched and sorted here rather than
 * in SQL (decision 096), with the same query and answer as every console list.
 */
async function matchingDataReleases(db: Db, query: Omit<DataReleaseListQuery, 'page' | 'page_size'>) {
  const { version, datasets } = await listDataReleases({ db });
  const q = query.q.toLowerCase();
  const matching = datasets.filter(
    (d) => q === '' || [d.title, d.dataset_id, ...d.app_keys].some((text) => text.toLowerCase().includes(q)),
  );
  const key = sortKeys[query.sort];
  const sign = query.dir === 'desc' ? -1 : 1;
  matching.sort(
    (a, b) =>
      sign *
      (key(a) < key(b)
        ? -1
        : key(a) > key(b)
          ? 1
          : a.dataset_id < b.dataset_id
            ? -1
            : a.dataset_id > b.dataset_id
              ? 1
              : 0),
  );
  return { version, matching };
}

/** The console's list: one page of the datasets' release dates, and the version a save sends. */
export async function pageOfDataReleases({
  db,
  query,
}: {
  db: Db;
  query: DataReleaseListQuery;
}): Promise<DataReleaseListResponse> {
  const { version, matching } = await matchingDataReleases(db, query);
  const start = (query.page - 1) * query.page_size;
  return {
    rows: matching.slice(start, start + query.page_size),
    total: matching.length,
    page: query.page,
    page_size: query.page_size,
    version,
  };
}

export const DATA_RELEASE_CSV_HEADER = [
  'Dataset',
  'Id',
  'Launcher cards',
  'Data through',
  'Next release',
  'Dates from',
  'Scheduled data through',
  'Scheduled next release',
];
/** The same query's datasets as CSV rows. */
export async function exportDataReleases({ db, query }: { db: Db; query: DataReleaseListQuery }) {
  return (await matchingDataReleases(db, query)).matching.map((d) => [
    d.title,
    d.dataset_id,
    d.app_keys.join(' '),
    shownDates(d).data_through,
    shownDates(d).next_release,
    d.saved ? 'administrator' : 'schedule',
    d.scheduled.data_through,
    d.scheduled.next_release,
  ]);
}

/** Saves one dataset's dates (null: back to its schedule); versioned, audited, launcher cache cleared. */
export async function saveDataRelease({
  datasetId,
  version,
  dates,
  ...call
}: ConsoleCall & { datasetId: string; version: number; dates: DataReleaseDates | null }) {
  if (!listScheduledReleases().some((d) => d.datasetId === datasetId)) throw notFound(DATASET_NOT_FOUND);
  await editDataReleases({
    ...call,
    version,
    action: 'admin.site.data_release',
    subject: datasetId,
    edit: (stored) => {
      const { [datasetId]: before = null, ...others } = stored;
      return {
        config: dates ? { ...others, [datasetId]: dates } : others,
        before: { dates: before },
        after: { dates },
      };
    },
  });
  return listDataReleases({ db: call.db });
}
