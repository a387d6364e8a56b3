// GET /api/contributions/agma/uploads/{rpt_date}/versions/{version}: a version as it was uploaded.
import { type DownloadedFile, request } from '../../../lib/http.ts';
import { saveFile } from '../../../lib/save-file.ts';

export async function downloadAgmaVersion(rptDate: string, version: number, fallbackName: string): Promise<void> {
  const file = await request<DownloadedFile>(`/api/contributions/agma/uploads/${rptDate}/versions/${version}`, {
    responseAs: 'file',
  });
  saveFile(file.blob, file.fileName ?? fallbackName);
}
