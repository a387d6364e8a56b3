// A contact's detail (beyond the original): the person's registrations across the shows and years
// the company may see, and how they met the company each time.
import { Anchor, Skeleton, Stack, Title } from '@mantine/core';
import type { ContactHistoryResponse } from '@mti/contracts/passport/passport-api';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { paths } from '../../../lib/paths.ts';
import { contactHistoryQuery } from '../api/contact-history.ts';
import { SHOW_YEAR_PARAM, usePassport } from '../show-year-context.ts';
import { showYearLabel } from '../show-year-label.ts';

type Entry = ContactHistoryResponse['entries'][number];
const INTERACTION = { lead: 'Lead (scanned at your booth)', opportunity: 'Opportunity' } as const;

export function ContactPage() {
  const { showYear } = usePassport();
  const contactId = Number(useParams().contactId);
  const history = useQuery({
    ...contactHistoryQuery(contactId),
    enabled: Number.isInteger(contactId) && contactId > 0,
  });
  const back = { pathname: paths.passport.searchContacts, search: `?${SHOW_YEAR_PARAM}=${showYear.show_year}` };

  if (history.isPending) return <Skeleton role="status" h={240} aria-label="Loading the contact" />;
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  const person = history.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm">
        Back to Search Contacts
      </Anchor>
      <Title order={2}>
        {person.first_name} {person.last_name}
      </Title>
      <DataTable<Entry>
        label={`History of ${person.first_name} ${person.last_name}`}
        rows={person.entries}
        rowKey={(e) => String(e.contact_id)}
        emptyState="No registration of this person at a show you may see."
        columns={[
          { key: 'show', header: 'Show', cell: (e) => showYearLabel(e.show_name, e.show_year) },
          { key: 'title', header: 'Title', cell: (e) => e.title },
          { key: 'company', header: 'Company', cell: (e) => e.company },
          { key: 'place', header: 'Place', cell: (e) => [e.city, e.state, e.country].filter(Boolean).join(', ') },
          {
            key: 'met',
            header: 'Met you as',
            cell: (e) => (e.interaction ? INTERACTION[e.interaction] : 'Registered visitor'),
          },
        ]}
      />
    </Stack>
  );
}
