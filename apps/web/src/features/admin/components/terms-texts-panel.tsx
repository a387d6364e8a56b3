// Catalogue › Terms texts (decisions 078, 050): each terms key the apps ask for, with its current
// version, when it was published and how many accepted it, paged, sorted and searched on the server,
// exported as CSV (address names prefixed: the catalogue holds other lists); choosing one opens its
// text, preview and history, where a new version is published (members who accepted an older one are
// asked again).
import { List, Stack, Text, Title } from '@mantine/core';
import { type TermsTextSummary, termsTextList } from '@mti/contracts/admin/console-terms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { TERMS_TEXT_LIST, termsTextQuery, usePublishTermsText } from '../api/terms-texts.ts';
import { ConsoleListTable } from './console-list-table.tsx';
import { SaveOutcome } from './save-outcome.tsx';
import { TermsTextForm } from './terms-text-form.tsx';

const PAGE_SIZE = 25;
/** The server sorts; a column with a sort value gets a sort button. */
const sortable = () => 0;
const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

const columns: DataTableColumn<TermsTextSummary>[] = [
  { key: 'terms_key', header: 'Terms', cell: (t) => t.terms_key, sortValue: sortable },
  { key: 'apps', header: 'Apps', cell: (t) => t.apps.join(', ') || '(no app asks for them)' },
  {
    key: 'version',
    header: 'Version',
    cell: (t) => (t.version ? String(t.version) : 'no text'),
    sortValue: sortable,
  },
  { key: 'published_at', header: 'Published (UTC)', cell: (t) => when(t.published_at), sortValue: sortable },
  {
    key: 'accepted_current',
    header: 'Accepted this version',
    numeric: true,
    cell: (t) => String(t.accepted_current),
    sortValue: sortable,
  },
  {
    key: 'accepted_any',
    header: 'Accepted any version',
    numeric: true,
    cell: (t) => String(t.accepted_any),
    sortValue: sortable,
  },
];

function TermsTextEditor({ termsKey }: { termsKey: string }) {
  const detail = useQuery(termsTextQuery(termsKey));
  const publish = usePublishTermsText(termsKey);
  if (!detail.data) return <Text c="dimmed">Loading the terms text…</Text>;
  const terms = detail.data;
  return (
    <Stack gap="sm">
      <Title order={3}>
        Terms {terms.terms_key}: version {terms.version || 'none'}
      </Title>
      <SaveOutcome
        error={publish.error}
        saved={publish.isSuccess}
        failed="The terms text was not published. Please try again."
        savedText={`Version ${terms.version} is published. Members are asked to accept it when they next open the app.`}
      />
      <TermsTextForm
        key={`${terms.terms_key}-${terms.version}`}
        terms={terms}
        publishing={publish.isPending}
        onPublish={(body) => publish.mutate({ version: terms.version, body })}
      />
      <Title order={4}>Versions</Title>
      <List size="sm" aria-label="Versions of these terms">
        {terms.history.map((h) => (
          <List.Item key={h.version}>
            Version {h.version}, published {when(h.published_at)} UTC by {h.published_by ?? 'the portal (first text)'}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function TermsTextsPanel() {
  const state = useListState({ sort: 'terms_key', dir: 'asc' }, 'terms_');
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery(TERMS_TEXT_LIST, params, termsTextList));
  const [chosen, setChosen] = useState<string | null>(null);
  const termsKey = chosen ?? list.data?.rows[0]?.terms_key ?? null;
  return (
    <Stack gap="lg">
      <ListSearchForm
        label="Search terms texts"
        description="Terms or app name"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list={TERMS_TEXT_LIST}
        fileName="terms-texts.csv"
        label="Terms texts"
        noun="terms"
        columns={columns}
        query={list}
        rowKey={(t) => t.terms_key}
        emptyState={state.get('q') ? 'No terms match this search.' : 'No app asks for its own terms.'}
        onRowClick={(t) => setChosen(t.terms_key)}
        state={state}
        params={params}
        pageSize={PAGE_SIZE}
      />
      {termsKey && <TermsTextEditor key={termsKey} termsKey={termsKey} />}
    </Stack>
  );
}
