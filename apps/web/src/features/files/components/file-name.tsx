// A file's name as the tables of My Files show it: medium weight, and a long name wraps rather than
// widening the table.
import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';

export function FileName({ file }: { file: RepositoryFileDto }) {
  return (
    <Text size="sm" fw={500} style={{ overflowWrap: 'break-word', minWidth: 0 }}>
      {file.name}
    </Text>
  );
}

/** True on a phone-wide screen, where the tables fold a column under the name. */
export function useNarrowFileTable(): boolean {
  return useMediaQuery('(max-width: 36em)') ?? false;
}
