import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The launcher's shape while the apps load. */
export function LauncherSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading your apps" role="status">
      <Skeleton height={24} width={220} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} height={220} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
