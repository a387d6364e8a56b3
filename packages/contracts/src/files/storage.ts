// How much a user may store and unpack (decision 032): the byte sizes as people read them, the
// messages of the upload limits and of the storage quota, and GET repo/usage's shape. The limits
// themselves are the server's configuration; these words take them as arguments.
import { z } from 'zod';

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const KIBI = 1024;

/**
 * Bytes as people read them, in binary units like the rest of the portal (25 MB = 25 × 1024²):
 * three significant figures at most, a trailing .0 dropped ("12.3 MB", "998 MB", "1 GB").
 */
export function formatBytes(bytes: number): string {
  if (bytes < KIBI) return `${Math.max(0, Math.round(bytes))} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / KIBI;
  let unit = 0;
  // Move up a unit when the rounded figure would read 1024 or more.
  while (unit < UNITS.length - 1 && Math.round(value) >= KIBI) {
    value /= KIBI;
    unit += 1;
  }
  const shown = value < 100 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}

const count = (n: number) => n.toLocaleString('en-US');

/** An uploaded table with more rows than the limit. */
export const uploadTooManyRowsMessage = (maxRows: number) =>
  `The file has too many rows. Upload a table of at most ${count(maxRows)} rows.`;

/** An XLSX (a zip archive) whose contents unpack to more than the limit: a decompression bomb, or just too big. */
export const uploadUnpacksTooLargeMessage = (maxBytes: number) =>
  `The workbook is too large once unpacked (more than ${formatBytes(maxBytes)}). Upload a smaller workbook, for example with fewer rows or sheets.`;

export const QUOTA_EXCEEDED_CODE = 'quota_exceeded';

/**
 * A write that would take the user's files past the quota. Files in Recently deleted do not count
 * (they give way, oldest first, when the space is needed), so deleting files makes room at once.
 */
export const quotaExceededMessage = ({
  usedBytes,
  quotaBytes,
  neededBytes,
}: {
  usedBytes: number;
  quotaBytes: number;
  neededBytes: number;
}) =>
  `Not enough space: you are using ${formatBytes(usedBytes)} of your ${formatBytes(quotaBytes)}, and this needs ${formatBytes(neededBytes)} more. Delete files you no longer need to make room (files in Recently deleted do not count).`;

/** What the meter in My Files says. */
export const storageUsageText = (usedBytes: number, quotaBytes: number) =>
  `Using ${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)}`;

// GET repo/usage: the bytes of the user's files (Recently deleted left out) and their quota.
export const storageUsageResponse = z.object({
  used_bytes: z.number().int().min(0),
  quota_bytes: z.number().int().min(1),
});
export type StorageUsageResponse = z.infer<typeof storageUsageResponse>;
