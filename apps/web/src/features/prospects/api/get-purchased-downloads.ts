// GET mtprospects/downloads: the downloads the signed-in user has bought, newest first.
import { type PurchasedDownload, purchasedDownloadsResponse } from '@mti/contracts/prospects/downloads-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const purchasedDownloadsQueryKey = [SESSION_QUERY_SCOPE, 'purchased-downloads'] as const;

export function purchasedDownloadsQuery() {
  return queryOptions({
    queryKey: purchasedDownloadsQueryKey,
    queryFn: ({ signal }) =>
      apiGet<PurchasedDownload[]>('mtprospects/downloads', {
        schema: purchasedDownloadsResponse,
        // The page shows its own error state with a retry.
        errorPages: false,
        signal,
      }),
  });
}
