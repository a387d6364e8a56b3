// An app's launcher image uploaded in the console (issue 19, spec §3 app_img, decision 091): PNG,
// JPEG or WebP only (SVG can carry script), with limits the browser checks before sending and the
// server checks again on the bytes themselves, with the same messages.

export const APP_IMAGE_MAX_BYTES = 512 * 1024;
export const APP_IMAGE_MIN_PIXELS = 32;
export const APP_IMAGE_MAX_PIXELS = 2048;
export const APP_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

export const APP_IMAGE_NO_FILE = 'Choose an image file to upload.';
export const APP_IMAGE_TYPE_INVALID = 'The image must be a PNG, JPEG or WebP file (SVG is not accepted).';
export const APP_IMAGE_TOO_LARGE = 'The image cannot be larger than 512 KB.';
export const APP_IMAGE_SIZE_INVALID = `The image must be from ${APP_IMAGE_MIN_PIXELS} to ${APP_IMAGE_MAX_PIXELS} pixels wide and high.`;
export const APP_IMAGE_NONE = 'This app has no uploaded image to remove.';

/** The name given to an uploaded image: its content's hash, so a new image is a new address (cached for good). */
export const UPLOADED_APP_IMAGE = /^upload-[0-9a-f]{16}\.(png|jpg|webp)$/;

export const isUploadedAppImage = (file: string) => UPLOADED_APP_IMAGE.test(file);

/**
 * The launcher images shipped with the web app (`apps/web/public/images/apps`); the server has no copy
 * of that folder at run time, so the names live here (a test keeps the list equal to the folder).
 */
export const SHIPPED_APP_IMAGES: readonly string[] = [
  'agma-mmtr.svg',
  'benchmark-survey.svg',
  'economic-trends.svg',
  'exhibitor-passport.svg',
  'imts-resources.svg',
  'map-us-markets.svg',
  'passport-campaigns.svg',
  'prospect-downloads.svg',
  'techtrends-roadmaps.svg',
  'territory-wizard.svg',
  'usmto-advance.svg',
  'usmto.svg',
  'workholding.svg',
];

export const APP_IMAGE_UNKNOWN =
  'There is no image of that name. Name one of the images shipped with the portal, or upload one above.';

/**
 * A hand-typed image name that would show a broken image: neither shipped nor uploaded (decision 096).
 * `uploaded` is the names stored in the console; empty means no image (the generic icon).
 */
export function appImageNameProblem(name: string, uploaded: readonly string[]): string | null {
  const file = name.trim();
  if (file === '' || SHIPPED_APP_IMAGES.includes(file) || uploaded.includes(file)) return null;
  return APP_IMAGE_UNKNOWN;
}

/** Where the browser loads an app's image: uploaded ones from the API, bundled ones from the web app. */
export function appImageUrl(file: string): string {
  return isUploadedAppImage(file) ? `/api/catalog/app-images/${file}` : `/images/apps/${encodeURIComponent(file)}`;
}

/** The browser's check before sending (type and size); the server checks the bytes again. */
export function appImageFileProblem(file: { type: string; size: number }): string | null {
  if (!APP_IMAGE_ACCEPT.split(',').includes(file.type)) return APP_IMAGE_TYPE_INVALID;
  if (file.size > APP_IMAGE_MAX_BYTES) return APP_IMAGE_TOO_LARGE;
  if (file.size === 0) return APP_IMAGE_NO_FILE;
  return null;
}
