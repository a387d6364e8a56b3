// Console › Configuration › Dataset release dates (issue 19): the datasets' "data through" and "next
// release" as the launcher cards show them, paged, sorted and searched on the server, exported as
// CSV. A row opens the dataset's versioned form (409 when another administrator saved first).
import { Badge, Modal, Text } from '@mantine/core';
import { type DataRelease, dataReleaseListResponse } from '@mti/contracts/admin/console-data-releases';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { DATA_RELEASES_LIST } from '../api/data-releases.ts';
import { ConsoleListTable } from './console-list-table.tsx';
import { DataReleaseForm } from './data-release-form.tsx';

const PAGE_SIZE = 25;
/** The server sorts; a column with a sort value gets a sort button. */
const sortable = () => 0;
const shown = (d: DataRelease) => d.saved ?? d.scheduled;

const columns: DataTableColumn<DataRelease>[] = [
  { key: 'title', header: 'Dataset', cell: (d) => d.title, sortValue: sortable },
  { key: 'data_through', header: 'Data through', cell: (d) => shown(d).data_through, sortValue: sortable },
  { key: 'next_release', header: 'Next release', cell: (d) => shown(d).next_release, sortValue: sortable },
  {
    key: 'source',
    header: 'Dates from',
    cell: (d) => (d.saved ? <Badge color="blue.9">Saved</Badge> : <Text size="sm">Schedule</Text>),
  },
];

export function DataReleasesList() {
  // Configuration shows the survey thresholds list too: this list's names in the address are its own.
  const state = useListState({ sort: 'title', dir: 'asc' }, 'releases_');
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery(DATA_RELEASES_LIST, params, dataReleaseListResponse));
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.data?.rows.find((d) => d.dataset_id === openId) ?? null;
  return (
    <>
      <ListSearchForm
        label="Search datasets"
        description="Dataset, id or launcher card"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list={DATA_RELEASES_LIST}
        fileName="dataset-release-dates.csv"
        label="Dataset release dates"
        noun="datasets"
        columns={columns}
        query={list}
        rowKey={(d) => d.dataset_id}
        emptyState={state.get('q') ? 'No dataset matches this search.' : 'No dataset yet.'}
        onRowClick={(d) => setOpenId(d.dataset_id)}
        state={state}
        params={params}
        pageSize={PAGE_SIZE}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpenId(null)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={open ? `Release dates of ${open.title}` : ''}
        size="lg"
      >
        {open && list.data && (
          <DataReleaseForm key={`${open.dataset_id}:${list.data.version}`} dataset={open} version={list.data.version} />
        )}
      </Modal>
    </>
  );
}
