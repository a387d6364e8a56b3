// POST /analytics/api/repo/files/import (multipart: importDir, overwriteFile, fileUpload), sent
// with XMLHttpRequest because fetch cannot report upload progress.
import { errorBody } from '@mti/contracts/common/error-body';
import { type UploadResponse, uploadResponse } from '@mti/contracts/files/repository-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { HttpError, sameOriginWriteHeaders } from '../../../lib/http.ts';
import { filesQueryKey } from './files-query-keys.ts';

export type UploadRequest = {
  folderPath: string;
  file: File;
  overwrite: boolean;
  /** From 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
};

const UPLOAD_FAILED = 'The upload did not finish. Please check your connection and try again.';

function send({ folderPath, file, overwrite, onProgress }: UploadRequest): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/analytics/api/repo/files/import');
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(sameOriginWriteHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // not JSON: treated as a failure without a message below
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadResponse.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new HttpError(xhr.status, null, UPLOAD_FAILED));
        return;
      }
      const error = errorBody.safeParse(body);
      reject(
        error.success
          ? new HttpError(xhr.status, error.data.code, error.data.msg)
          : new HttpError(xhr.status, null, UPLOAD_FAILED),
      );
    };
    xhr.onerror = () => reject(new HttpError(0, null, UPLOAD_FAILED));
    const form = new FormData();
    form.append('importDir', folderPath);
    form.append('overwriteFile', String(overwrite));
    form.append('fileUpload', file, file.name);
    xhr.send(form);
  });
}

export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UploadRequest) => withAnalyticsSession(() => send(request)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesQueryKey }),
  });
}
