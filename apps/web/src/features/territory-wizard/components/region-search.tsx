// Find a state, county or ZIP area and add it to the selected territory: type, Tab to a result,
// Enter. The same results a pointer user clicks.
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { matchRegions, type RegionOption } from '../region-options.ts';

export function RegionSearch({
  options,
  territoryName,
  disabled,
  onAdd,
}: {
  options: readonly RegionOption[];
  territoryName: string;
  disabled: boolean;
  onAdd: (option: RegionOption) => void;
}) {
  const [query, setQuery] = useState('');
  const results = useMemo(() => matchRegions(options, query), [options, query]);
  return (
    <Stack gap={4}>
      <TextInput
        label="Find a state, county or ZIP area"
        description={`Adds it to ${territoryName}`}
        placeholder="e.g. Ohio, Cuyahoga, 441"
        value={query}
        disabled={disabled}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {query.trim() !== '' && results.length === 0 && (
        <Text size="sm" c="dimmed">
          No state, county or ZIP area matches.
        </Text>
      )}
      {results.length > 0 && (
        <ul aria-label="Matching regions" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {results.map((o) => (
            <li key={o.value}>
              <Button
                variant="subtle"
                size="compact-sm"
                justify="flex-start"
                fullWidth
                onClick={() => {
                  onAdd(o);
                  setQuery('');
                }}
              >
                Add {o.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
