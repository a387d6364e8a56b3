// The bounds of reading an uploaded table (decision 032): the rows below its header, and the bytes
// an XLSX (a zip archive) may unpack to. They come from the configuration; the seed, which reads
// only our own demo files, uses the defaults.
import { MAX_TABLE_ROWS } from '@mti/contracts/files/repository-api';
import { uploadTooManyRowsMessage, uploadUnpacksTooLargeMessage } from '@mti/contracts/files/storage';
import { AppError, badRequest } from '../../platform/errors.ts';

export type TableLimits = { maxRows: number; maxUncompressedBytes: number };

export const DEFAULT_TABLE_LIMITS: TableLimits = {
  maxRows: MAX_TABLE_ROWS,
  maxUncompressedBytes: 200 * 1024 * 1024,
};

export function tableLimitsOf(config: { UPLOAD_MAX_ROWS: number; UPLOAD_MAX_UNCOMPRESSED_BYTES: number }): TableLimits {
  return { maxRows: config.UPLOAD_MAX_ROWS, maxUncompressedBytes: config.UPLOAD_MAX_UNCOMPRESSED_BYTES };
}

export const tooManyRows = (limits: TableLimits) =>
  badRequest('too_many_rows', uploadTooManyRowsMessage(limits.maxRows), 'fileUpload');

/** 413: what the upload would become once unpacked is too large, however small the file itself. */
export const unpacksTooLarge = (limits: TableLimits) =>
  new AppError(413, 'uncompressed_too_large', uploadUnpacksTooLargeMessage(limits.maxUncompressedBytes), 'fileUpload');
