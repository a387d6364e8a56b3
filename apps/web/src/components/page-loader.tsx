import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py={120} role="status" aria-live="polite">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
