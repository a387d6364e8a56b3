// An export on its way: how many contacts it holds and how much of the zip has arrived.
import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { ExportProgress as Progressing } from '../api/export-contacts.ts';
import { formatCount } from '../format-count.ts';

const kilobytes = (bytes: number) => `${formatCount(Math.round(bytes / 1024))} KB`;

export function ExportProgress({ progress }: { progress: Progressing | null }) {
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">
          {progress?.contacts != null
            ? `Exporting ${formatCount(progress.contacts)} contacts: ${kilobytes(progress.receivedBytes)} received`
            : 'Preparing the export…'}
        </Text>
      </Group>
      <Progress value={100} animated striped aria-label="Export in progress" />
    </Stack>
  );
}
