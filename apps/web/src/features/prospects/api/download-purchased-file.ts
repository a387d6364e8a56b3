// GET mtprospects/downloads/{downloadKey}/file: a bought download's CSV. The call needs the bearer
// token, which a plain link cannot send, so the file is fetched and then handed to the browser.
import type { PurchasedDownload } from '@mti/contracts/prospects/downloads-api';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/http.ts';

async function downloadPurchasedFile(download: PurchasedDownload): Promise<void> {
  const csv = await apiGet<string>(`mtprospects/downloads/${encodeURIComponent(download.download_key)}/file`, {
    schema: z.string(),
    errorPages: false,
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = download.file_name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has taken the file once the click is handled; a moment later the URL may go.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

export function useDownloadPurchasedFile() {
  return useMutation({ mutationFn: downloadPurchasedFile });
}
