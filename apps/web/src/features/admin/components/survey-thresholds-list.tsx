// Console › Configuration › Survey thresholds (issue 19): each survey page's six limits, paged, sorted
// and searched on the server, exported as CSV. A row opens the page's versioned form (an edit started
// from an older version is refused 409). The address names are prefixed: the page holds other lists.
import { Modal } from '@mantine/core';
import { type ConsoleThreshold, consoleThresholdListResponse } from '@mti/contracts/admin/console-thresholds';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { SURVEY_THRESHOLD_LIST } from '../api/survey-thresholds.ts';
import { ConsoleListTable } from './console-list-table.tsx';
import { LIMIT_LABELS, SurveyThresholdForm } from './survey-threshold-form.tsx';

const PAGE_SIZE = 25;
/** The server sorts; a column with a sort value gets a sort button. */
const sortable = () => 0;

const columns: DataTableColumn<ConsoleThreshold>[] = [
  { key: 'page', header: 'Survey page', cell: (t) => t.page, sortValue: sortable },
  ...LIMIT_LABELS.map(
    ([key, label]): DataTableColumn<ConsoleThreshold> => ({
      key,
      header: label,
      numeric: true,
      cell: (t) => t[key].toLocaleString('en-US'),
      sortValue: sortable,
    }),
  ),
];

export function SurveyThresholdsList() {
  const state = useListState({ sort: 'page', dir: 'asc' }, 'thresholds_');
  const params = state.params(['q'], PAGE_SIZE);
  const thresholds = useQuery(consoleListQuery(SURVEY_THRESHOLD_LIST, params, consoleThresholdListResponse));
  const [openPage, setOpenPage] = useState<string | null>(null);
  const open = thresholds.data?.rows.find((t) => t.page === openPage) ?? null;
  return (
    <>
      <ListSearchForm
        label="Search survey thresholds"
        description="Survey page"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list={SURVEY_THRESHOLD_LIST}
        fileName="survey-thresholds.csv"
        label="Survey thresholds"
        noun="survey pages"
        columns={columns}
        query={thresholds}
        rowKey={(t) => t.page}
        emptyState={state.get('q') ? 'No survey page matches this search.' : 'No survey page has limits yet.'}
        onRowClick={(t) => setOpenPage(t.page)}
        state={state}
        params={params}
        pageSize={PAGE_SIZE}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpenPage(null)}
        title={open ? `Limits of the ${open.page} page` : ''}
        size="lg"
      >
        {/* Keyed by page only: a refused stale save keeps its message and the figures typed. */}
        {open && <SurveyThresholdForm key={open.page} threshold={open} />}
      </Modal>
    </>
  );
}
