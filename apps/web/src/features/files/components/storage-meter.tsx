// How much of the storage quota the user's files take (decision 032): "Using 12.3 MB of 1 GB"
// over a thin bar, red from 90 %. Left out while loading or when the usage cannot be read.
import { Progress, Stack, Text } from '@mantine/core';
import { storageUsageText } from '@mti/contracts/files/storage';
import { useQuery } from '@tanstack/react-query';
import { storageUsageQuery } from '../api/get-storage-usage.ts';

const NEARLY_FULL = 90;

export function StorageMeter() {
  const usage = useQuery(storageUsageQuery());
  if (!usage.isSuccess) return null;
  const { used_bytes: used, quota_bytes: quota } = usage.data;
  const percent = Math.min(100, (used / quota) * 100);
  const text = storageUsageText(used, quota);
  return (
    <Stack gap={4} w={220} maw="100%">
      <Text size="xs" c="dimmed">
        {text}
      </Text>
      <Progress value={percent} size="sm" color={percent >= NEARLY_FULL ? 'red' : 'navy'} aria-label="Storage used" />
    </Stack>
  );
}
