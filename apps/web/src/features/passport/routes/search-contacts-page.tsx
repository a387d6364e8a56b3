// Search Contacts (help page search-contacts): find people by name, title, company, place, or zip
// + radius; count the selected and opted-in contacts; Select All (every page) or Select All On This
// Page; Save List stays disabled until something is selected.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, type SearchCriteria } from '@mti/contracts/passport/passport-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { searchContactsQuery } from '../api/search-contacts.ts';
import { ContactsTable } from '../components/contacts-table.tsx';
import { ResultsPager } from '../components/results-pager.tsx';
import { SaveListDialog } from '../components/save-list-dialog.tsx';
import { SearchContactsForm } from '../components/search-contacts-form.tsx';
import { SortControls, type SortState } from '../components/sort-controls.tsx';
import { formatCount } from '../format-count.ts';
import { listSourceOf, noSelection, pickPage, type Selection, selectionCounts, toggleContact } from '../selection.ts';
import { usePassport } from '../show-year-context.ts';

export function SearchContactsPage() {
  const { showYear } = usePassport();
  const [criteria, setCriteria] = useState<SearchCriteria | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ sort: 'last_name', direction: 'asc' });
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [saving, setSaving] = useState(false);

  const results = useQuery({
    ...searchContactsQuery({
      show_year: showYear.show_year,
      criteria: criteria ?? { name_match: 'include' },
      page,
      page_size: DEFAULT_PAGE_SIZE,
      ...sort,
    }),
    enabled: criteria !== null,
  });
  const counts = selectionCounts(selection, results.data);
  const byZip = !!criteria?.zip;

  function search(next: SearchCriteria) {
    setCriteria(next);
    setPage(1);
    setSelection(noSelection);
    setSort((s) => (next.zip || s.sort !== 'distance' ? s : { ...s, sort: 'last_name' }));
  }

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <SearchContactsForm onSearch={search} />
      </Paper>
      {criteria === null ? (
        <Text c="dimmed">Enter a name, title, company, place or a zip code and radius, then choose Search.</Text>
      ) : results.isError ? (
        <LoadError error={results.error} onRetry={() => void results.refetch()} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Stack gap={2}>
              <Text role="status" aria-live="polite">
                {results.data ? `${formatCount(results.data.total)} contacts found` : 'Searching…'}
              </Text>
              <Text size="sm" aria-live="polite">
                Selected: {formatCount(counts.selected)} · Opted in: {formatCount(counts.optedIn)}
              </Text>
            </Stack>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <SortControls
                value={sort}
                withDistance={byZip}
                onChange={(next) => {
                  setSort(next);
                  setPage(1);
                }}
              />
              <Button variant="light" disabled={!results.data?.total} onClick={() => setSelection({ kind: 'all' })}>
                Select All
              </Button>
              <Button
                variant="light"
                disabled={!results.data?.contacts.length || selection.kind === 'all'}
                onClick={() => setSelection((s) => pickPage(s, results.data?.contacts ?? []))}
              >
                Select All On This Page
              </Button>
              <Button variant="subtle" disabled={counts.selected === 0} onClick={() => setSelection(noSelection)}>
                Clear selection
              </Button>
              <Button disabled={counts.selected === 0} onClick={() => setSaving(true)}>
                Save List
              </Button>
            </Group>
          </Group>
          <ContactsTable
            label="Contacts"
            contacts={results.data?.contacts ?? []}
            showYear={showYear.show_year}
            loading={results.isFetching && !results.data}
            withDistance={byZip}
            emptyState="No contact matches this search."
            selection={{
              isSelected: (id) => selection.kind === 'all' || selection.contacts.has(id),
              toggle: (id) => {
                const contact = results.data?.contacts.find((c) => c.contact_id === id);
                // Unticking one under Select All keeps the rest of this page picked.
                const page = results.data?.contacts ?? [];
                if (contact)
                  setSelection((s) => toggleContact(s.kind === 'all' ? pickPage(noSelection, page) : s, contact));
              },
            }}
          />
          {results.data && (
            <ResultsPager total={results.data.total} page={page} pageSize={DEFAULT_PAGE_SIZE} onPage={setPage} />
          )}
        </Stack>
      )}
      {criteria && (
        <SaveListDialog
          opened={saving}
          showYear={showYear.show_year}
          source={listSourceOf(selection, criteria)}
          onClose={() => setSaving(false)}
        />
      )}
    </Stack>
  );
}
