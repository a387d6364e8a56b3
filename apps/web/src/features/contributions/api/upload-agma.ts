// POST /api/contributions/agma/uploads (multipart field `file`), sent with lib/upload-with-progress.ts
// because fetch cannot report upload progress. A refused file comes back as its list of problems.
import { errorBody } from '@mti/contracts/common/error-body';
import {
  type AgmaRefusalResponse,
  type AgmaUploadResponse,
  agmaRefusalResponse,
  agmaUploadResponse,
} from '@mti/contracts/contributions/agma-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '../../../lib/http.ts';
import { repositoryFilesQueryScope } from '../../../lib/shared-query-keys.ts';
import { UPLOAD_FAILED, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { contributionsQueryKeys } from './contributions-query-keys.ts';

export type AgmaUploadRequest = {
  file: File;
  /** 0 to 1 as the bytes go out; 1 then means the server is checking the rows. */
  onProgress?: (fraction: number) => void;
};

export type AgmaUploadResult =
  | { accepted: true; body: AgmaUploadResponse }
  | { accepted: false; refusal: AgmaRefusalResponse };

async function send({ file, onProgress }: AgmaUploadRequest): Promise<AgmaUploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { status, body } = await uploadWithProgress('/api/contributions/agma/uploads', form, onProgress);
  const accepted = agmaUploadResponse.safeParse(body);
  if (status >= 200 && status < 300 && accepted.success) return { accepted: true, body: accepted.data };
  const refusal = agmaRefusalResponse.safeParse(body);
  if (refusal.success) return { accepted: false, refusal: refusal.data };
  const error = errorBody.safeParse(body);
  throw error.success
    ? new HttpError(status, error.data.code, error.data.msg)
    : new HttpError(status, null, UPLOAD_FAILED);
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
