// analyzer/viewer/mtprospect-downloads (spec §4): the prospect's download history, where a paid
// prospect order lands. Lists the bought downloads, newest first; each one's file downloads again
// whenever wanted. The list comes from the portal API, so no analytics session is needed.
import { Container, Stack, Text, Title } from '@mantine/core';
import type { PurchasedDownload } from '@mti/contracts/prospects/downloads-api';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error.tsx';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useDownloadPurchasedFile } from '../api/download-purchased-file.ts';
import { purchasedDownloadsQuery } from '../api/get-purchased-downloads.ts';
import { PurchasedDownloadsTable } from '../components/purchased-downloads-table.tsx';
import { DOWNLOAD_FAILED, DOWNLOADS_HEADING, DOWNLOADS_INTRO, DOWNLOADS_NOT_LOADED } from '../prospect-texts.ts';

export function DownloadHistoryPage() {
  const downloads = useQuery(purchasedDownloadsQuery());
  const download = useDownloadPurchasedFile();

  function save(item: PurchasedDownload) {
    download.mutate(item, {
      onError: (error) => showToast({ tone: 'error', message: serverMessageOr(error, DOWNLOAD_FAILED) }),
    });
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{DOWNLOADS_HEADING}</Title>
          <Text c="dimmed" mt={4}>
            {DOWNLOADS_INTRO}
          </Text>
        </div>
        {downloads.isError ? (
          <LoadError error={downloads.error} onRetry={() => void downloads.refetch()} fallback={DOWNLOADS_NOT_LOADED} />
        ) : (
          <PurchasedDownloadsTable
            downloads={downloads.data ?? []}
            loading={downloads.isPending}
            busyKey={download.isPending ? (download.variables?.download_key ?? null) : null}
            onDownload={save}
          />
        )}
      </Stack>
    </Container>
  );
}
