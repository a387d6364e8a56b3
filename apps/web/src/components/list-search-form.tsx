// The free-text search above a list searched on the server (the console's lists, the passport's seats):
// the words typed are sent when the form is submitted.
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export function ListSearchForm({
  label,
  description,
  initial,
  onSearch,
}: {
  label: string;
  description: string;
  initial: string;
  onSearch: (q: string) => void;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim());
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          description={description}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          style={{ flex: 1, maxWidth: 420 }}
        />
        <Button type="submit" variant="default">
          Search
        </Button>
      </Group>
    </form>
  );
}
