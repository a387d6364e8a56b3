// Catalogue › Terms accepted: who accepted which version of which app's terms and when (decision 078),
// searched (terms or site id), paged and sorted on the server, exported as CSV.
import { Stack } from '@mantine/core';
import { type TermsAcceptance, termsAcceptanceList } from '@mti/contracts/admin/console-terms';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { ConsoleListTable } from './console-list-table.tsx';

const PAGE_SIZE = 50;
const sortable = () => 0;
const columns: DataTableColumn<TermsAcceptance>[] = [
  {
    key: 'accepted_at',
    header: 'Accepted (UTC)',
    cell: (t) => t.accepted_at.slice(0, 16).replace('T', ' '),
    sortValue: sortable,
  },
  { key: 'site_id', header: 'User', cell: (t) => `${t.userid ?? '(deleted)'} · ${t.site_id}`, sortValue: sortable },
  { key: 'terms_key', header: 'Terms', cell: (t) => t.terms_key, sortValue: sortable },
  {
    key: 'terms_version',
    header: 'Version',
    cell: (t) => `${t.terms_version}${t.is_current ? ' (current)' : ' (older: asked again)'}`,
    sortValue: sortable,
  },
  { key: 'apps', header: 'Apps', cell: (t) => t.apps.join(', ') },
];

export function TermsAcceptancesPanel() {
  const state = useListState({ sort: 'accepted_at', dir: 'desc' });
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery('terms-acceptances', params, termsAcceptanceList));
  return (
    <Stack gap="md">
      <ListSearchForm
        label="Search terms acceptances"
        description="Terms (such as econ) or site id"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list="terms-acceptances"
        fileName="terms-acceptances.csv"
        params={params}
        label="Terms accepted"
        noun="acceptances"
        columns={columns}
        query={list}
        rowKey={(t) => `${t.site_id} ${t.terms_key} ${t.terms_version}`}
        emptyState="Nobody has accepted app terms matching this search."
        state={state}
        pageSize={PAGE_SIZE}
      />
    </Stack>
  );
}
