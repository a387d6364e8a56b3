// Each dataset's release dates as launcher cards show them (issue 12: "data through" and "next
// release"), set by an administrator when a release slips or comes early (issue 19). Without a
// saved date the dataset's own schedule applies; clearing the saved dates returns to it.
import { z } from 'zod';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

export const DATA_THROUGH_INVALID = 'Enter the last month with data as YYYY-MM, such as 2026-09.';
export const NEXT_RELEASE_INVALID = 'Enter the next release date as YYYY-MM-DD, such as 2026-12-01.';
export const NEXT_RELEASE_TOO_EARLY = 'The next release comes after the last month with data.';
export const DATASET_NOT_FOUND = 'There is no dataset with this id.';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDay = (value: string) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const dataReleaseDatesSchema = z
  .object({
    data_through: z.string().trim().regex(MONTH, DATA_THROUGH_INVALID),
    next_release: z.string().trim().regex(DAY, NEXT_RELEASE_INVALID).refine(isRealDay, NEXT_RELEASE_INVALID),
  })
  // A month after the one with data at the earliest: 2026-09 data is released from 2026-10-01 on.
  .refine((d) => d.next_release.slice(0, 7) > d.data_through, {
    message: NEXT_RELEASE_TOO_EARLY,
    path: ['next_release'],
  });
export type DataReleaseDates = z.infer<typeof dataReleaseDatesSchema>;

/** Stored in the content module: dataset id → the administrator's dates. */
export const storedDataReleasesSchema = z.record(z.string(), dataReleaseDatesSchema);
export type StoredDataReleases = z.infer<typeof storedDataReleasesSchema>;

export const dataReleaseBody = z.object({
  version: z.number().int().min(1),
  /** null: back to the dataset's own schedule. */
  dates: dataReleaseDatesSchema.nullable(),
});
export type DataReleaseBody = z.infer<typeof dataReleaseBody>;
export const dataReleaseParams = z.object({ datasetId: z.string().min(1).max(100) });

const releaseDates = z.object({ data_through: z.string(), next_release: z.string() });
export const dataRelease = z.object({
  dataset_id: z.string(),
  title: z.string(),
  /** The launcher cards that show it. */
  app_keys: z.array(z.string()),
  /** The dataset's own schedule today. */
  scheduled: releaseDates,
  /** The administrator's dates, shown instead while set. */
  saved: releaseDates.nullable(),
});
export type DataRelease = z.infer<typeof dataRelease>;
export const dataReleasesResponse = z.object({ version: z.number().int(), datasets: z.array(dataRelease) });
export type DataReleasesResponse = z.infer<typeof dataReleasesResponse>;

/**
 * The console's list of them (issue 19, decision 050): paged, sorted by title or by the dates the
 * cards show (saved, else scheduled), searched (title, id, apps); `version` is the one every save sends.
 */
export const DATA_RELEASE_SORTS = ['title', 'data_through', 'next_release'] as const;
export const dataReleaseListQuery = consoleListQuery(DATA_RELEASE_SORTS);
export type DataReleaseListQuery = z.infer<typeof dataReleaseListQuery>;
export const dataReleaseListResponse = consoleListResponse(dataRelease).extend({ version: z.number().int() });
export type DataReleaseListResponse = z.infer<typeof dataReleaseListResponse>;
