// The download history's table: Download, Purchased, Order #, and a button that saves the file.

import { Button } from '@mantine/core';
import type { PurchasedDownload } from '@mti/contracts/prospects/downloads-api';
import { IconDownload } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatPurchaseDate, NO_DOWNLOADS } from '../prospect-texts.ts';

type Props = {
  downloads: readonly PurchasedDownload[];
  loading: boolean;
  /** The download being fetched, if any: its button shows that it is busy. */
  busyKey: string | null;
  onDownload: (download: PurchasedDownload) => void;
};

export function PurchasedDownloadsTable({ downloads, loading, busyKey, onDownload }: Props) {
  const columns: DataTableColumn<PurchasedDownload>[] = [
    { key: 'title', header: 'Download', cell: (download) => download.title, sortValue: (d) => d.title },
    {
      key: 'purchased',
      header: 'Purchased',
      cell: (download) => <time dateTime={download.purchased_date}>{formatPurchaseDate(download.purchased_date)}</time>,
      sortValue: (download) => Date.parse(download.purchased_date),
      width: 140,
    },
    {
      key: 'order',
      header: 'Order #',
      cell: (download) => download.order_id,
      sortValue: (d) => d.order_id,
      numeric: true,
      width: 110,
    },
    {
      key: 'file',
      header: 'File',
      cell: (download) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={busyKey === download.download_key}
          aria-label={`Download ${download.title}`}
          onClick={() => onDownload(download)}
        >
          Download
        </Button>
      ),
      width: 140,
    },
  ];
  return (
    <DataTable
      label="Your downloads"
      columns={columns}
      rows={downloads}
      rowKey={(download) => download.download_key}
      loading={loading}
      emptyState={NO_DOWNLOADS}
      initialSort={{ key: 'purchased', direction: 'descending' }}
      maxHeight="none"
    />
  );
}
