// A console section whose screen is not built yet (its nav line exists already).
import { Text } from '@mantine/core';

export function SectionNotAvailablePage() {
  return <Text c="dimmed">This section of the console is not available yet.</Text>;
}
