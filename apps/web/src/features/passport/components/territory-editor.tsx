// One passport user's territory for the show year: U.S. states and countries. A state or country
// another user holds is shown as theirs and cannot be picked (the server refuses it too).
import { Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { TerritoriesResponse } from '@mti/contracts/passport/passport-api';
import { useState } from 'react';
import { knownCountryCodes } from '../../../components/charts/country-codes.ts';
import { US_STATE_NAMES } from '../../../components/charts/us-state-names.ts';
import { countryName } from '../../../components/charts/world-countries-geo.ts';

type TerritoryUser = TerritoriesResponse['users'][number];

type TerritoryEditorProps = {
  user: TerritoryUser;
  others: readonly TerritoryUser[];
  busy: boolean;
  error: string | null;
  onSave: (territory: { states: string[]; countries: string[] }) => void;
};

const fullName = (u: TerritoryUser) => `${u.name_first} ${u.name_last}`;

function options(codes: readonly string[], label: (code: string) => string, holderOf: Map<string, string>) {
  return codes.map((code) => {
    const holder = holderOf.get(code);
    return { value: code, label: holder ? `${label(code)} (${holder})` : label(code), disabled: !!holder };
  });
}

export function TerritoryEditor({ user, others, busy, error, onSave }: TerritoryEditorProps) {
  const [states, setStates] = useState(user.states);
  const [countries, setCountries] = useState(user.countries);
  const holders = (pick: (u: TerritoryUser) => string[]) =>
    new Map(others.flatMap((o) => pick(o).map((code) => [code, fullName(o)] as const)));
  const countryCodes = [...new Set([...knownCountryCodes(), ...user.countries])].sort((a, b) =>
    countryName(a).localeCompare(countryName(b)),
  );
  const unchanged = states.join() === user.states.join() && countries.join() === user.countries.join();
  const name = fullName(user);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {name}
        </Title>
        {states.length === 0 && countries.length === 0 && (
          <Text size="sm" c="dimmed">
            No territory: sees every attendee.
          </Text>
        )}
        <MultiSelect
          label={`U.S. states of ${name}`}
          data={options(
            Object.keys(US_STATE_NAMES),
            (c) => US_STATE_NAMES[c] ?? c,
            holders((o) => o.states),
          )}
          value={states}
          onChange={setStates}
          searchable
          clearable
        />
        <MultiSelect
          label={`Countries of ${name}`}
          data={options(
            countryCodes,
            countryName,
            holders((o) => o.countries),
          )}
          value={countries}
          onChange={setCountries}
          searchable
          clearable
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button onClick={() => onSave({ states, countries })} loading={busy} disabled={unchanged}>
            Save territory of {name}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
