// Below a list paged on the server (a console list, the passport's seats): how many rows match, the
// pages, and, when the list has one, the CSV export of the same query.
import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

type ListFooterProps = {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Downloads the same query as CSV; a list without an export leaves it out. */
  onExport?: () => Promise<void>;
  /** What a row is, plural: "users", "entries". */
  noun: string;
};

export function ListFooter({ total, page, pageSize, onPage, onExport, noun }: ListFooterProps) {
  const [exporting, setExporting] = useState(false);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total.toLocaleString('en-US')} {noun}
      </Text>
      <Group gap="md">
        {pages > 1 && (
          <Group gap="xs" component="nav" aria-label="Pages">
            <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous page
            </Button>
            <Text size="sm">
              Page {page} of {pages}
            </Text>
            <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              Next page
            </Button>
          </Group>
        )}
        {onExport && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden="true" />}
            loading={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                await onExport();
              } finally {
                setExporting(false);
              }
            }}
          >
            Export CSV
          </Button>
        )}
      </Group>
    </Group>
  );
}
