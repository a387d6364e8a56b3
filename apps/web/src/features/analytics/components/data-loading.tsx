// What the analyzer shows while the engine loads its copy of the datasets: the rows loaded so far
// out of the rows expected, instead of a spinner that never says why it waits.
import { Center, Loader, Progress, Stack, Text } from '@mantine/core';
import type { EngineStatusResponse } from '@mti/contracts/analytics/analyzer-api';

const count = (n: number) => n.toLocaleString('en-US');

/** "1,234 of 2,000,000 rows", or the rows so far when the total is not known. */
export function loadProgressText(status: EngineStatusResponse | undefined): string | null {
  if (!status || status.rows_loaded <= 0) return null;
  return status.rows_expected
    ? `${count(Math.min(status.rows_loaded, status.rows_expected))} of ${count(status.rows_expected)} rows`
    : `${count(status.rows_loaded)} rows`;
}

export function DataLoading({ status }: { status: EngineStatusResponse | undefined }) {
  const progress = loadProgressText(status);
  const share =
    status?.rows_expected && status.rows_expected > 0
      ? Math.min(100, (100 * status.rows_loaded) / status.rows_expected)
      : null;
  return (
    <Center py={80} role="status" aria-live="polite">
      <Stack align="center" gap="xs" w={320}>
        {share === null ? (
          <Loader role="status" aria-label="Loading the data" />
        ) : (
          <Progress value={share} w="100%" aria-label="Data loaded" animated />
        )}
        <Text fw={500}>The analysis data is loading</Text>
        <Text size="sm" c="dimmed" ta="center">
          {progress ? `${progress} so far. ` : ''}The analyzer opens by itself when the data is ready.
        </Text>
      </Stack>
    </Center>
  );
}

/** Above a result while new data loads: the figures shown stay those of the previous load. */
export function ReloadNotice({ status }: { status: EngineStatusResponse }) {
  const progress = loadProgressText(status);
  return (
    <Text size="xs" c="dimmed" role="status">
      New data is loading{progress ? ` (${progress})` : ''}. The figures shown are from the previous load.
    </Text>
  );
}
