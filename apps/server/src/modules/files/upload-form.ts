// Reads the upload form of POST repo/files/import (the original's field names: importDir,
// overwriteFile, fileUpload), holding the file in memory: it is at most 25 MB and goes into the
// database in one piece. The multipart plugin's limit errors become the upload's own messages.
import { MAX_UPLOAD_BYTES, UPLOAD_NO_FILE, UPLOAD_TOO_LARGE } from '@mti/contracts/files/repository-api';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.ts';

export type UploadForm = { importDir: string; overwrite: boolean; fileName: string; content: Buffer };

export const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 };

function uploadError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'file_too_large', UPLOAD_TOO_LARGE, 'fileUpload');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('invalid_input', UPLOAD_NO_FILE, 'fileUpload');
    default:
      return error;
  }
}

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const fields = new Map<string, string>();
  let file: { fileName: string; content: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'fileUpload') file = { fileName: part.filename, content };
      } else {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file?.fileName) throw badRequest('invalid_input', UPLOAD_NO_FILE, 'fileUpload');
  const importDir = fields.get('importDir');
  if (!importDir) throw badRequest('invalid_input', 'Choose the folder to upload to.', 'importDir');
  return { importDir, overwrite: fields.get('overwriteFile') === 'true', ...file };
}
