// Search Contacts' criteria (help page search-contacts): name with its match option (Include, the
// default; Starts with; Exact), title, company, country, state, city, or a 5-digit U.S. zip code
// and a radius in miles. Each field's message shows when the field is left, and on Search.
import { Button, Collapse, Grid, Group, NumberInput, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NAME_MATCH_LABELS, NAME_MATCHES, type SearchCriteria } from '@mti/contracts/passport/passport-api';
import { useState } from 'react';
import { knownCountryCodes } from '../../../components/charts/country-codes.ts';
import { US_STATE_NAMES } from '../../../components/charts/us-state-names.ts';
import { countryName } from '../../../components/charts/world-countries-geo.ts';
import { emptySearchForm, parsedCriteria, type SearchFormValues, searchFormErrors } from '../search-form.ts';

const stateOptions = Object.entries(US_STATE_NAMES).map(([value, label]) => ({ value, label }));
const countryOptions = knownCountryCodes()
  .map((value) => ({ value, label: countryName(value) }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Name, Title, Company: the first row of the form. */
const WHO_FIELDS = [
  ['name', 'Name'],
  ['title', 'Title'],
  ['company', 'Company'],
] as const;

export function SearchContactsForm({ onSearch }: { onSearch: (criteria: SearchCriteria) => void }) {
  const [advanced, setAdvanced] = useState(false);
  const form = useForm<SearchFormValues>({
    mode: 'controlled',
    initialValues: emptySearchForm,
    validate: searchFormErrors,
    validateInputOnBlur: true,
  });

  return (
    <form
      noValidate
      aria-label="Search Contacts"
      onSubmit={form.onSubmit((values) => {
        const criteria = parsedCriteria(values);
        if (criteria) onSearch(criteria);
      })}
    >
      <Stack gap="sm">
        <Grid>
          {WHO_FIELDS.map(([field, label]) => (
            <Grid.Col key={field} span={{ base: 12, sm: 6, md: 4 }}>
              <TextInput label={label} {...form.getInputProps(field)} />
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select label="Country" data={countryOptions} searchable clearable {...form.getInputProps('country')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select label="State" data={stateOptions} searchable clearable {...form.getInputProps('state')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
            <TextInput label="City" {...form.getInputProps('city')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <TextInput label="Zip code" inputMode="numeric" maxLength={10} {...form.getInputProps('zip')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <NumberInput
              label="Radius (miles)"
              description="U.S. only"
              allowDecimal={false}
              hideControls
              {...form.getInputProps('radius_miles')}
              onChange={(value) => form.setFieldValue('radius_miles', String(value))}
            />
          </Grid.Col>
        </Grid>
        <Collapse in={advanced}>
          <Radio.Group label="Name matches" {...form.getInputProps('name_match')}>
            <Group gap="md" mt={4}>
              {NAME_MATCHES.map((m) => (
                <Radio key={m} value={m} label={NAME_MATCH_LABELS[m]} />
              ))}
            </Group>
          </Radio.Group>
        </Collapse>
        <Group gap="xs">
          <Button type="submit">Search</Button>
          <Button variant="subtle" onClick={() => setAdvanced((a) => !a)} aria-expanded={advanced}>
            Advanced options
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              form.reset();
            }}
          >
            Clear
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
