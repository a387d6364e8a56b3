// Console › Configuration › Release dates (issue 19): each product dataset's "data through" and
// "next release" as launcher cards show them. The analytics module knows each dataset's schedule;
// the content module stores the administrator's dates; this combines the two.
import {
  DATASET_NOT_FOUND,
  type DataReleaseDates,
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
