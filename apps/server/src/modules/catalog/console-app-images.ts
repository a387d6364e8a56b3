// An app's launcher image uploaded, replaced or removed in the console (issue 19, decision 091). The
// bytes are checked for what they are (PNG, JPEG or WebP, by their magic bytes, with pixel limits),
// stored under a name made of their hash, and the app's `app_img` set to that name with its version
// moved on: one transaction with the audit row. An image no app names any more is deleted with it.

import { createHash } from 'node:crypto';
import {
  APP_IMAGE_MAX_BYTES,
  APP_IMAGE_MAX_PIXELS,
  APP_IMAGE_MIN_PIXELS,
  APP_IMAGE_NONE,
  APP_IMAGE_SIZE_INVALID,
  APP_IMAGE_TOO_LARGE,
  APP_IMAGE_TYPE_INVALID,
  isUploadedAppImage,
} from '@mti/contracts/admin/console-app-images';
import { type ConsoleAppDetail, NO_SUCH_APP } from '@mti/contracts/admin/console-catalogue';
import { sql } from 'drizzle-orm';
import { writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type RasterType, sniffImage } from '../../platform/image-sniff.ts';
import { updateVersioned } from '../../platform/optimistic-lock.ts';
import { catalogChanged } from './catalog-cache.ts';
import { getConsoleApp } from './console-apps.ts';

const CONTENT_TYPES: Record<RasterType, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
const EXTENSIONS: Record<RasterType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

export type CheckedImage = { fileName: string; contentType: string; width: number; height: number; bytes: number };

/** The image's facts, or 400 with the message the console also shows. */
export function checkAppImage(content: Buffer): CheckedImage {
  if (content.length > APP_IMAGE_MAX_BYTES) throw badRequest('image_too_large', APP_IMAGE_TOO_LARGE, 'file');
  const image = sniffImage(content);
  if (!image) throw badRequest('image_type', APP_IMAGE_TYPE_INVALID, 'file');
  const fits = (n: number) => n >= APP_IMAGE_MIN_PIXELS && n <= APP_IMAGE_MAX_PIXELS;
  if (!fits(image.width) || !fits(image.height)) throw badRequest('image_size', APP_IMAGE_SIZE_INVALID, 'file');
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  return {
    fileName: `upload-${hash}.${EXTENSIONS[image.type]}`,
    contentType: CONTENT_TYPES[image.type],
    width: image.width,
    height: image.height,
    bytes: content.length,
  };
}

type Change = { db: Db; admin: AuthenticatedUser; ip: string | null; appKey: string; version: number };

async function currentImage(tx: Db, appKey: string): Promise<string> {
  const [row] = await rowsOf<{ app_img: string }>(
    tx,
    sql`select app_img from catalog_apps where app_key = ${appKey} for update`,
  );
  if (!row) throw notFound(NO_SUCH_APP);
  return row.app_img;
}

/** Deletes an uploaded image once no app names it (a bundled file is not ours to delete). */
async function dropIfUnused(tx: Db, fileName: string) {
  if (!isUploadedAppImage(fileName)) return;
  await tx.execute(sql`delete from catalog_app_images where file_name = ${fileName}
    and not exists (select 1 from catalog_apps where app_img = ${fileName})`);
}

/** Points the app at `fileName` inside the caller's transaction, with its audit row. */
async function setImage(tx: Db, change: Change, fileName: string, after: Record<string, unknown>) {
  const { admin, ip, appKey, version } = change;
  const before = await currentImage(tx, appKey);
  if (!fileName && before === '') throw badRequest('no_image', APP_IMAGE_NONE, 'file');
  await updateVersioned(tx, {
    table: 'catalog_apps',
    key: { column: 'app_key', value: appKey },
    version,
    set: { app_img: fileName, updated_at: sql`now()` },
  });
  if (before !== fileName) await dropIfUnused(tx, before);
  await writeAuditChange(tx, {
    actor: admin.siteId,
    action: 'admin.catalog.app_image',
    subject: appKey,
    ip,
    before: { app_img: before },
    after,
  });
}

/** Stores the image (once per content) and makes it the app's; 409 stale when the app moved on. */
export async function uploadAppImage(change: Change & { content: Buffer }): Promise<ConsoleAppDetail> {
  const image = checkAppImage(change.content);
  await withTransaction(change.db, async (tx) => {
    await tx.execute(sql`insert into catalog_app_images (file_name, content_type, content, width, height, uploaded_by)
      values (${image.fileName}, ${image.contentType}, decode(${change.content.toString('hex')}, 'hex'),
              ${image.width}, ${image.height}, ${change.admin.siteId})
      on conflict (file_name) do nothing`);
    await setImage(tx, change, image.fileName, {
      app_img: image.fileName,
      content_type: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
    });
  });
  catalogChanged.announce(); // after the commit: members' launchers show the new image at once
  return getConsoleApp({ db: change.db, appKey: change.appKey });
}

/** The app goes back to no image (the launcher shows its generic icon). */
export async function removeAppImage(change: Change): Promise<ConsoleAppDetail> {
  await withTransaction(change.db, (tx) => setImage(tx, change, '', { app_img: '' }));
  catalogChanged.announce();
  return getConsoleApp({ db: change.db, appKey: change.appKey });
}

/** An uploaded image's bytes for the launcher, or null. */
export async function readAppImage({ db, fileName }: { db: Db; fileName: string }) {
  if (!isUploadedAppImage(fileName)) return null;
  const [row] = await rowsOf<{ content_type: string; hex: string }>(
    db,
    sql`select content_type, encode(content, 'hex') as hex from catalog_app_images where file_name = ${fileName}`,
  );
  return row ? { contentType: row.content_type, content: Buffer.from(row.hex, 'hex') } : null;
}
