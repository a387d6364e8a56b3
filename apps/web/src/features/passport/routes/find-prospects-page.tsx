// Find Prospects (help page find-prospects): contact type, filter tabs with counts, Apply; the
// results and their counts follow the filters; save them as a list or the criteria as a filter.
// Saved Filters' Load opens this page with ?filter={id}.
import { Badge, Button, CloseButton, Group, Paper, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, type ProspectCriteria } from '@mti/contracts/passport/passport-api';
import {
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  type ContactType,
  FIND_PROSPECTS_TABS,
} from '@mti/contracts/passport/passport-values';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { findProspectsQuery } from '../api/find-prospects.ts';
import { savedFilterQuery } from '../api/saved-filters.ts';
import { ContactsTable } from '../components/contacts-table.tsx';
import { FacetTabPanel } from '../components/facet-tab-panel.tsx';
import { ResultsPager } from '../components/results-pager.tsx';
import { SaveFilterDialog } from '../components/save-filter-dialog.tsx';
import { SaveListDialog } from '../components/save-list-dialog.tsx';
import { SortControls, type SortState } from '../components/sort-controls.tsx';
import { activeValues, emptyCriteria } from '../criteria.ts';
import { formatCount } from '../format-count.ts';
import { usePassport } from '../show-year-context.ts';

export const FILTER_PARAM = 'filter';

export function FindProspectsPage() {
  const { showYear, setShowYear } = usePassport();
  const [params, setParams] = useSearchParams();
  const [contactType, setContactType] = useState<ContactType>('registrations');
  const [criteria, setCriteria] = useState<ProspectCriteria>(emptyCriteria);
  const [draft, setDraft] = useState<ProspectCriteria>(emptyCriteria);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ sort: 'last_name', direction: 'asc' });
  const [dialog, setDialog] = useState<'list' | 'filter' | null>(null);

  // Load: a saved filter's show year, contact type and criteria, once.
  const filterId = Number(params.get(FILTER_PARAM)) || null;
  const loaded = useQuery({ ...savedFilterQuery(filterId ?? 0), enabled: filterId !== null });
  useEffect(() => {
    if (!loaded.data) return;
    setContactType(loaded.data.contact_type);
    setCriteria(loaded.data.criteria);
    setDraft(loaded.data.criteria);
    setPage(1);
    setShowYear(loaded.data.show_year);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FILTER_PARAM);
        next.set('show_year', loaded.data.show_year);
        return next;
      },
      { replace: true },
    );
  }, [loaded.data, setShowYear, setParams]);

  const body = {
    show_year: showYear.show_year,
    contact_type: contactType,
    criteria,
    page,
    page_size: DEFAULT_PAGE_SIZE,
    ...sort,
  };
  const results = useQuery({ ...findProspectsQuery(body), enabled: filterId === null });

  function apply(next: ProspectCriteria) {
    setCriteria(next);
    setDraft(next);
    setPage(1);
  }

  const active = activeValues(criteria);
  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        aria-label="Contact type"
        value={contactType}
        onChange={(next) => {
          setContactType(next as ContactType);
          setPage(1);
        }}
        data={CONTACT_TYPES.map((t) => ({ value: t, label: CONTACT_TYPE_LABELS[t] }))}
      />
      <Paper withBorder p="md">
        <Tabs defaultValue={FIND_PROSPECTS_TABS[0].key} keepMounted={false}>
          <Tabs.List>
            {FIND_PROSPECTS_TABS.map((tab) => (
              <Tabs.Tab key={tab.key} value={tab.key}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {FIND_PROSPECTS_TABS.map((tab) => (
            <Tabs.Panel key={tab.key} value={tab.key}>
              <FacetTabPanel
                dimensions={tab.dimensions}
                facets={results.data?.facets}
                draft={draft}
                onSelect={(dimension, values) => setDraft((d) => ({ ...d, [dimension]: values }))}
                changed={tab.dimensions.some((d) => draft[d].join('\n') !== criteria[d].join('\n'))}
                onApply={() => apply({ ...criteria, ...Object.fromEntries(tab.dimensions.map((d) => [d, draft[d]])) })}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
      {active.length > 0 && (
        <Group gap="xs" aria-label="Active filters" role="list">
          {active.map((a) => (
            <Badge
              key={`${a.dimension}:${a.value}`}
              role="listitem"
              variant="light"
              size="lg"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${a.label}`}
                  onClick={() =>
                    apply({ ...criteria, [a.dimension]: criteria[a.dimension].filter((v) => v !== a.value) })
                  }
                />
              }
            >
              {a.label}
            </Badge>
          ))}
          <Button variant="subtle" size="xs" onClick={() => apply(emptyCriteria())}>
            Clear all
          </Button>
        </Group>
      )}
      {results.isError ? (
        <LoadError error={results.error} onRetry={() => void results.refetch()} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Text aria-live="polite" role="status">
              {results.data
                ? `${formatCount(results.data.total)} contacts match, ${formatCount(results.data.opted_in)} with e-mail opt-in`
                : 'Counting the contacts…'}
            </Text>
            <Group gap="xs" align="flex-end">
              <SortControls
                value={sort}
                onChange={(next) => {
                  setSort(next);
                  setPage(1);
                }}
              />
              <Button variant="light" onClick={() => setDialog('filter')}>
                Save Filter
              </Button>
              <Button onClick={() => setDialog('list')} disabled={!results.data?.total}>
                Save List
              </Button>
            </Group>
          </Group>
          <ContactsTable
            label="Prospects"
            contacts={results.data?.contacts ?? []}
            showYear={showYear.show_year}
            loading={results.isFetching && !results.data}
            emptyState="No contact matches these filters. Remove a filter to see more."
          />
          {results.data && (
            <ResultsPager total={results.data.total} page={page} pageSize={DEFAULT_PAGE_SIZE} onPage={setPage} />
          )}
        </Stack>
      )}
      <SaveListDialog
        opened={dialog === 'list'}
        showYear={showYear.show_year}
        source={{ kind: 'find', contact_type: contactType, criteria }}
        onClose={() => setDialog(null)}
      />
      <SaveFilterDialog
        opened={dialog === 'filter'}
        body={{ show_year: showYear.show_year, contact_type: contactType, criteria }}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
