// POST /api/contributions/agma/uploads (multipart field `file`), sent with XMLHttpRequest because
// fetch cannot report upload progress. A refused file comes back as its list of problems.
import { errorBody } from '@mti/contracts/common/error-body';
import {
  type AgmaRefusalResponse,
  type AgmaUploadResponse,
  agmaRefusalResponse,
  agmaUploadResponse,
} from '@mti/contracts/contributions/agma-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, sameOriginWriteHeaders } from '../../../lib/http.ts';
import { repositoryFilesQueryScope } from '../../../lib/shared-query-keys.ts';
import { contributionsQueryKeys } from './contributions-query-keys.ts';

export type AgmaUploadRequest = {
  file: File;
  /** 0 to 1 as the bytes go out; 1 then means the server is checking the rows. */
  onProgress?: (fraction: number) => void;
};

export type AgmaUploadResult =
  | { accepted: true; body: AgmaUploadResponse }
  | { accepted: false; refusal: AgmaRefusalResponse };

const UPLOAD_FAILED = 'The upload did not finish. Please check your connection and try again.';

function send({ file, onProgress }: AgmaUploadRequest): Promise<AgmaUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/contributions/agma/uploads');
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
        // not JSON: a failure without a message below
      }
      const accepted = agmaUploadResponse.safeParse(body);
      if (xhr.status >= 200 && xhr.status < 300 && accepted.success)
        return resolve({ accepted: true, body: accepted.data });
      const refusal = agmaRefusalResponse.safeParse(body);
      if (refusal.success) return resolve({ accepted: false, refusal: refusal.data });
      const error = errorBody.safeParse(body);
      reject(
        error.success
          ? new HttpError(xhr.status, error.data.code, error.data.msg)
          : new HttpError(xhr.status, null, UPLOAD_FAILED),
      );
    };
    xhr.onerror = () => reject(new HttpError(0, null, UPLOAD_FAILED));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export function useUploadAgma() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contributionsQueryKeys.agmaUploads }),
        queryClient.invalidateQueries({ queryKey: repositoryFilesQueryScope }),
      ]),
  });
}
