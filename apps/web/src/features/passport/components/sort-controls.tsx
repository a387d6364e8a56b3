// The results' sort: a column and the A–Z toggle (asc is A–Z), both sent to the server.
import { Button, Group, Select } from '@mantine/core';
import { CONTACT_SORTS } from '@mti/contracts/passport/passport-api';
import { IconSortAscendingLetters, IconSortDescendingLetters } from '@tabler/icons-react';

export type ContactSort = (typeof CONTACT_SORTS)[number];
export type SortState = { sort: ContactSort; direction: 'asc' | 'desc' };

const SORT_LABELS: Record<ContactSort, string> = {
  last_name: 'Last name',
  first_name: 'First name',
  company: 'Company',
  title: 'Title',
  city: 'City',
  state: 'State',
  country: 'Country',
  distance: 'Distance',
};

type SortControlsProps = { value: SortState; onChange: (next: SortState) => void; withDistance?: boolean };

export function SortControls({ value, onChange, withDistance }: SortControlsProps) {
  const options = CONTACT_SORTS.filter((s) => withDistance || s !== 'distance');
  const ascending = value.direction === 'asc';
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label="Sort by"
        data={options.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        value={value.sort}
        onChange={(next) => next && onChange({ ...value, sort: next as ContactSort })}
        allowDeselect={false}
        w={170}
      />
      <Button
        variant="default"
        leftSection={ascending ? <IconSortAscendingLetters size={16} /> : <IconSortDescendingLetters size={16} />}
        aria-pressed={ascending}
        onClick={() => onChange({ ...value, direction: ascending ? 'desc' : 'asc' })}
      >
        {ascending ? 'A–Z' : 'Z–A'}
      </Button>
    </Group>
  );
}
