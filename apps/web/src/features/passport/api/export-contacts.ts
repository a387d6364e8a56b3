// POST api/passport/lists/{id}/export and POST api/passport/exports: a zip holding one CSV, streamed
// by the server; the bytes are read as they come so that a large export shows its progress.
import { EXPORT_COUNT_HEADER, type ExportContactsBody, PASSPORT_PATHS } from '@mti/contracts/passport/passport-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPostForFile, type FileProgress } from '../../../lib/http.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { passportKeys } from './passport-query-keys.ts';

export type ExportRequest =
  | { kind: 'list'; listId: number; onlyOptedIn: boolean }
  | { kind: 'contacts'; body: ExportContactsBody };

/** How far an export is: the contacts the server announced and the bytes received so far. */
export type ExportProgress = { contacts: number | null; receivedBytes: number };

export function useExportContacts() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (request: ExportRequest) => {
      const onFileProgress = ({ receivedBytes, headers }: FileProgress) => {
        const count = Number(headers.get(EXPORT_COUNT_HEADER));
        setProgress({
          contacts: Number.isFinite(count) && headers.has(EXPORT_COUNT_HEADER) ? count : null,
          receivedBytes,
        });
      };
      const [path, body] =
        request.kind === 'list'
          ? [PASSPORT_PATHS.exportList(request.listId), { only_opted_in: request.onlyOptedIn }]
          : [PASSPORT_PATHS.exports, request.body];
      const file = await apiPostForFile(path, body, { errorPages: false, onFileProgress });
      saveFile(file.blob, file.fileName ?? 'passport-export.zip');
      return file;
    },
    onSettled: () => {
      setProgress(null);
      // An export marks the list as exported: its "last exported" changes.
      void queryClient.invalidateQueries({ queryKey: passportKeys.lists() });
    },
  });
  return { ...mutation, progress };
}
