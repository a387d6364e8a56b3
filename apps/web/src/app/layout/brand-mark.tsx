import { Group, Text } from '@mantine/core';

export function BrandMark() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="12" fill="#14284b" />
        <path d="M14 46V18h7l11 16 11-16h7v28h-7V30l-11 15-11-15v16z" fill="#f59f00" />
      </svg>
      <Text fw={800} size="lg" c="navy.9" darkHidden>
        MTI Portal
      </Text>
      <Text fw={800} size="lg" c="gray.0" lightHidden>
        MTI Portal
      </Text>
    </Group>
  );
}
