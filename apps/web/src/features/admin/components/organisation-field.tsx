// The user's organisation: pick one that users already belong to (with how many) or type a new
// one. The list comes from GET /api/admin/console/organisations; the text is saved with the user.
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { organisationsQuery } from '../api/user-links.ts';
import type { UserFormValues } from '../user-form.ts';

const usersText = (n: number) => `${n} ${n === 1 ? 'user' : 'users'}`;

export function OrganisationField({ form }: { form: UseFormReturnType<UserFormValues> }) {
  const organisations = useQuery(organisationsQuery());
  const counts = new Map((organisations.data ?? []).map((o) => [o.organization, o.users]));
  const renderOption: AutocompleteProps['renderOption'] = ({ option }) => (
    <span>
      {option.value}{' '}
      <span style={{ color: 'var(--mantine-color-dimmed)' }}>· {usersText(counts.get(option.value) ?? 0)}</span>
    </span>
  );
  return (
    <Autocomplete
      label="Organization"
      description="Choose one users already belong to, or type a new one"
      data={[...counts.keys()]}
      renderOption={renderOption}
      limit={20}
      {...form.getInputProps('organization')}
    />
  );
}
