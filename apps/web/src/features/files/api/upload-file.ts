// POST /analytics/api/repo/files/import (multipart: importDir, overwriteFile, fileUpload), sent
// with lib/upload-with-progress.ts because fetch cannot report upload progress.
import { errorBody } from '@mti/contracts/common/error-body';
import { type UploadResponse, uploadResponse } from '@mti/contracts/files/repository-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { HttpError } from '../../../lib/http.ts';
import { UPLOAD_FAILED, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { filesQueryKey } from './files-query-keys.ts';

export type UploadRequest = {
  folderPath: string;
  file: File;
  overwrite: boolean;
  /** From 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
};

async function send({ folderPath, file, overwrite, onProgress }: UploadRequest): Promise<UploadResponse> {
  const form = new FormData();
  form.append('importDir', folderPath);
  form.append('overwriteFile', String(overwrite));
  form.append('fileUpload', file, file.name);
  const { status, body } = await uploadWithProgress('/analytics/api/repo/files/import', form, onProgress);
  if (status >= 200 && status < 300) {
    const parsed = uploadResponse.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new HttpError(status, null, UPLOAD_FAILED);
  }
  const error = errorBody.safeParse(body);
  throw error.success
    ? new HttpError(status, error.data.code, error.data.msg)
    : new HttpError(status, null, UPLOAD_FAILED);
}

export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UploadRequest) => withAnalyticsSession(() => send(request)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesQueryKey }),
  });
}
