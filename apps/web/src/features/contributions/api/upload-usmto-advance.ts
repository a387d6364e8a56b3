// POST /api/contributions/usmto-advance/periods/{period}/uploads (multipart field `file`): the
// month's orders as a file. A refused file comes back as its list of problems.
import { errorBody } from '@mti/contracts/common/error-body';
import { type UsmtoAdvanceStatus, usmtoAdvanceStatus } from '@mti/contracts/contributions/usmto-advance-api';
import { type UsmtoAdvanceRefusal, usmtoAdvanceRefusal } from '@mti/contracts/contributions/usmto-advance-upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '../../../lib/http.ts';
import { repositoryFilesQueryScope } from '../../../lib/shared-query-keys.ts';
import { UPLOAD_FAILED, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { contributionsQueryKeys } from './contributions-query-keys.ts';

export type UsmtoAdvanceUploadResult =
  | { accepted: true; status: UsmtoAdvanceStatus }
  | { accepted: false; refusal: UsmtoAdvanceRefusal };

async function send({ period, file }: { period: string; file: File }): Promise<UsmtoAdvanceUploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { status, body } = await uploadWithProgress(`/api/contributions/usmto-advance/periods/${period}/uploads`, form);
  const accepted = usmtoAdvanceStatus.safeParse(body);
  if (status === 200 && accepted.success) return { accepted: true, status: accepted.data };
  const refusal = usmtoAdvanceRefusal.safeParse(body);
  if (refusal.success) return { accepted: false, refusal: refusal.data };
  const error = errorBody.safeParse(body);
  throw error.success
    ? new HttpError(status, error.data.code, error.data.msg)
    : new HttpError(status, null, UPLOAD_FAILED);
}

export function useUploadUsmtoAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      if (!result.accepted) return;
      queryClient.setQueryData(contributionsQueryKeys.usmtoAdvance, result.status);
      return queryClient.invalidateQueries({ queryKey: repositoryFilesQueryScope });
    },
  });
}
