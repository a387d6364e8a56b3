import { Text } from '@mantine/core';

/** A failed action's message inside a dialog, announced as it appears. */
export function FormErrorText({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text c="red" size="sm" mt="sm" role="alert">
      {message}
    </Text>
  );
}
