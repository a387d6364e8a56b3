// Wire shapes of the analytics service's file repository (spec §3 File/folder record, §7
// "Analytics server calls"), as the original server sent them: every value a string, dates as
// epoch milliseconds, booleans as 'true'/'false', the list in a field named repositoryFileDto.
// Paths are under /analytics/api/.
import { z } from 'zod';
import { analysisDefinition } from '../analytics/analysis-definition.ts';
import { uploadTooManyRowsMessage } from './storage.ts';

const flag = z.enum(['true', 'false']);
const epochMillis = z.string().regex(/^\d+$/);

export const repositoryFileDto = z.object({
  id: z.string(),
  name: z.string(),
  /** With '/': `/home/{timss_customer}/Reports/Q1.xanalyzer`. */
  path: z.string(),
  /** The name without its extension. */
  title: z.string(),
  folder: flag,
  hidden: flag,
  /** Bytes; '0' for a folder. */
  fileSize: z.string(),
  createdDate: epochMillis,
  lastModifiedDate: epochMillis,
  /** The home folder's name (timss_customer) of the owner. */
  owner: z.string(),
  locked: flag,
  versioned: flag,
  locale: z.string(),
  description: z.string(),
  /** In the trash listing only: when it was deleted and the folder it came from. */
  deletedDate: epochMillis.optional(),
  originalParentFolderPath: z.string().optional(),
});
export type RepositoryFileDto = z.infer<typeof repositoryFileDto>;

export const repositoryFileList = z.object({ repositoryFileDto: z.array(repositoryFileDto) });
export type RepositoryFileList = z.infer<typeof repositoryFileList>;

/** `{colon:separated:path}` of `repo/files/{path}/…`, `repos/{path}/content` and `repo/dirs/{path}`. */
export const repositoryPathParams = z.object({ path: z.string().min(1).max(2000) });

// GET repo/files/{path}/children?showHidden=true: childrenQuery in repository-browse-api.ts

// PUT repo/files/delete, restore, deletepermanent: file ids, comma-separated, as the body (of any
// content type, as FileResource consumes */*).
export const fileIdsBody = z.string().max(20_000);

// PUT repo/files/{path}/rename?newName=… (the name without extension; the rule is in file-name.ts)
export const RENAME_QUERY_FIELD = 'newName';

/** The trash keeps deleted files this many days, then empties itself. */
export const TRASH_RETENTION_DAYS = 30;

// POST repo/files/import (multipart: importDir, overwriteFile, fileUpload)
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const UPLOAD_TOO_LARGE = 'The file is too large. Upload a file of at most 25 MB.';
export const UPLOAD_WRONG_TYPE = 'Only CSV and XLSX files can be uploaded.';
export const UPLOAD_UNREADABLE = 'The file could not be read. Upload a CSV or XLSX file with a header row.';
export const UPLOAD_NO_FILE = 'Choose a CSV or XLSX file to upload.';
/**
 * Rows an uploaded table may have by default (the analyzer holds a blended table in memory); the
 * server's UPLOAD_MAX_ROWS changes it, and its message says the limit in force (storage.ts).
 */
export const MAX_TABLE_ROWS = 1_000_000;
export const UPLOAD_TOO_MANY_ROWS = uploadTooManyRowsMessage(MAX_TABLE_ROWS);

/**
 * What an upload read (beside the file's record in POST repo/files/import's response): per column
 * its kind and how many non-empty cells could not be read as that kind, with why. No row is
 * dropped by an upload: the row count is every row below the header.
 */
export const UPLOAD_COLUMN_KINDS = ['number', 'date', 'text', 'empty'] as const;
export const uploadedColumnReport = z.object({
  name: z.string(),
  kind: z.enum(UPLOAD_COLUMN_KINDS),
  not_understood: z.number().int().min(0),
  /** How the column was read where it matters (decimal comma, ambiguous dates), else null. */
  note: z.string().nullable(),
});
export type UploadedColumnReport = z.infer<typeof uploadedColumnReport>;
export const uploadResponse = repositoryFileDto.extend({
  table: z.object({ row_count: z.number().int().min(0), columns: z.array(uploadedColumnReport) }),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

/** The analyzer's saved analyses are `.xanalyzer` files holding the analysis definition as JSON. */
export const ANALYSIS_EXTENSION = '.xanalyzer';
// PUT repo/files/{path}?overwrite=true|false with the definition as the JSON body (save, save as)
export const saveAnalysisQuery = z.object({ overwrite: z.enum(['true', 'false']).optional() });
export const saveAnalysisBody = analysisDefinition;
export const NOT_AN_ANALYSIS_PATH = 'An analysis is saved as a .xanalyzer file.';

// GET repo/tables: the user's uploaded CSV and XLSX files, as tables they can blend.
export const userTableDescription = z.object({
  /** What an analysis's `blend.table` names: the path below the home folder (`Data/states.csv`). */
  name: z.string(),
  id: z.string(),
  path: z.string(),
  columns: z.array(z.string()),
  row_count: z.number().int(),
});
export const userTablesResponse = z.object({ tables: z.array(userTableDescription) });
export type UserTableDescription = z.infer<typeof userTableDescription>;

/** The content types of GET repos/{path}/content, by extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.csv': 'text/csv; charset=utf-8',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xanalyzer': 'application/json; charset=utf-8',
};

// GET repo/files/by-id/{id}: where one of the caller's own saved analyses is now (its shareable
// address names the id; decision 054).
export const fileIdParams = z.object({ id: z.string().uuid() });
export const fileLocation = z.object({
  id: z.string(),
  /** With the extension: `Q1 by region.xanalyzer`. */
  name: z.string(),
  /** With '/': `/home/{timss_customer}/Reports/Q1 by region.xanalyzer`. */
  path: z.string(),
});
export type FileLocation = z.infer<typeof fileLocation>;
