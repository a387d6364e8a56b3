// A page of contacts as Find Prospects, Search Contacts and a list show them. The name opens the
// contact's history; with `selection`, each row has a checkbox (Search Contacts' Select).
import { Anchor, Checkbox, Text } from '@mantine/core';
import type { PassportContact } from '@mti/contracts/passport/passport-api';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { paths } from '../../../lib/paths.ts';
import { SHOW_YEAR_PARAM } from '../show-year-context.ts';

export type RowSelection = { isSelected: (contactId: number) => boolean; toggle: (contactId: number) => void };

type ContactsTableProps = {
  label: string;
  contacts: readonly PassportContact[];
  showYear: string;
  loading: boolean;
  selection?: RowSelection;
  withDistance?: boolean;
  emptyState: string;
};

const fullName = (c: PassportContact) => `${c.first_name} ${c.last_name}`;

export function ContactsTable({
  label,
  contacts,
  showYear,
  loading,
  selection,
  withDistance,
  emptyState,
}: ContactsTableProps) {
  const search = `?${new URLSearchParams({ [SHOW_YEAR_PARAM]: showYear })}`;
  const columns: DataTableColumn<PassportContact>[] = [
    ...(selection
      ? [
          {
            key: 'select',
            header: 'Select',
            width: 60,
            cell: (c: PassportContact) => (
              <Checkbox
                aria-label={`Select ${fullName(c)}`}
                checked={selection.isSelected(c.contact_id)}
                onChange={() => selection.toggle(c.contact_id)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'name',
      header: 'Name',
      cell: (c) => (
        <Anchor component={Link} to={{ pathname: paths.passport.contact(c.contact_id), search }}>
          {c.last_name}, {c.first_name}
        </Anchor>
      ),
    },
    { key: 'title', header: 'Title', cell: (c) => c.title },
    { key: 'company', header: 'Company', cell: (c) => c.company },
    { key: 'city', header: 'City', cell: (c) => c.city },
    { key: 'state', header: 'State', cell: (c) => c.state || '—' },
    { key: 'country', header: 'Country', cell: (c) => c.country },
    { key: 'zip', header: 'Zip', cell: (c) => c.zip },
    {
      key: 'email',
      header: 'E-mail opt-in',
      cell: (c) =>
        c.opt_in && c.email_valid ? (
          'Yes'
        ) : (
          <Text span c="dimmed">
            No
          </Text>
        ),
    },
    ...(withDistance
      ? [
          {
            key: 'distance',
            header: 'Distance (mi)',
            numeric: true,
            cell: (c: PassportContact) => (c.distance_miles === null ? '—' : c.distance_miles.toFixed(1)),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={contacts}
      rowKey={(c) => String(c.contact_id)}
      loading={loading}
      emptyState={emptyState}
    />
  );
}
