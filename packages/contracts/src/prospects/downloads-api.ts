// Wire shapes of the prospect's download history (spec §4: a paid prospect order lands on the
// analyzer viewer of the download history): the downloads the user bought, and each one's file.
import { z } from 'zod';

/** Refused for a download the user has not bought, whether or not it exists: nothing leaks. */
export const DOWNLOAD_NOT_PURCHASED = 'This download is not in your download history.';

export const downloadParams = z.object({
  downloadKey: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, DOWNLOAD_NOT_PURCHASED),
});

/** One bought download, as the history lists it. */
export const purchasedDownload = z.object({
  download_key: z.string(),
  title: z.string(),
  /** The order of the purchase (My Account › Orders). */
  order_id: z.number().int(),
  /** ISO 8601, UTC. */
  purchased_date: z.string(),
  /** The name the file is saved under. */
  file_name: z.string(),
});
export type PurchasedDownload = z.infer<typeof purchasedDownload>;

/** GET mtprospects/downloads: the signed-in user's bought downloads, newest first. */
export const purchasedDownloadsResponse = z.array(purchasedDownload);
