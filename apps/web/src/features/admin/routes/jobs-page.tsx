// Console › Jobs (issue 19): failed or queued background jobs (mail, campaign sends, exports) with
// their last error, paged and sorted on the server and exported as CSV; a failed job can be retried.
import { Alert, Button, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { CONSOLE_JOB_STATES, type ConsoleJobRow, jobListResponse } from '@mti/contracts/admin/console-passport';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { showToast } from '../../../components/toast.ts';
import { useListState } from '../../../components/use-list-state.ts';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { consoleListQuery, exportConsoleList } from '../api/console-list.ts';
import { useRetryJob } from '../api/passport.ts';

const PAGE_SIZE = 25;
const CONSOLE_HOME = { to: paths.adminConsole.home, label: 'Go to the console' };
const sortable = () => 0;

export function JobsPage() {
  const state = useListState({ sort: 'id', dir: 'desc' });
  const [search, setSearch] = useState(state.get('q'));
  const jobState = state.get('state') || 'failed';
  const params = { ...state.params(['q'], PAGE_SIZE), state: jobState };
  const list = useQuery(consoleListQuery('jobs', params, jobListResponse));
  const retry = useRetryJob();
  const columns: DataTableColumn<ConsoleJobRow>[] = [
    { key: 'id', header: 'Job', numeric: true, cell: (j) => j.id, sortValue: sortable },
    { key: 'kind', header: 'Kind', cell: (j) => j.kind, sortValue: sortable },
    {
      key: 'attempts',
      header: 'Attempts',
      numeric: true,
      cell: (j) => `${j.attempts} of ${j.max_attempts}`,
      sortValue: sortable,
    },
    {
      key: 'run_at',
      header: 'Runs at (UTC)',
      cell: (j) => j.run_at.slice(0, 16).replace('T', ' '),
      sortValue: sortable,
    },
    { key: 'last_error', header: 'Last error', cell: (j) => j.last_error ?? '' },
    {
      key: 'retry',
      header: 'Retry',
      cell: (j) =>
        j.state === 'failed' ? (
          <Button
            size="xs"
            variant="default"
            aria-label={`Retry job ${j.id}`}
            loading={retry.isPending && retry.variables === j.id}
            onClick={(event) => {
              event.stopPropagation();
              retry.mutate(j.id, {
                onSuccess: () => showToast({ tone: 'success', message: `Job ${j.id} is queued again.` }),
              });
            }}
          >
            Retry
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack gap="md">
      <Title order={2}>Jobs</Title>
      <Text size="sm">
        Work done in the background, such as mail and campaign sends. A failed job can be run again.
      </Text>
      <SegmentedControl
        aria-label="Job state"
        data={CONSOLE_JOB_STATES.map((s) => ({ value: s, label: s === 'failed' ? 'Failed' : 'Queued' }))}
        value={jobState}
        onChange={(value) => state.setFilters({ state: value })}
        w={240}
      />
      <form
        aria-label="Search jobs"
        onSubmit={(event) => {
          event.preventDefault();
          state.setFilters({ q: search.trim() });
        }}
      >
        <TextInput label="Kind or error" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={360} />
      </form>
      {retry.error && (
        <Alert color="red" role="alert" title="Not retried">
          {serverMessageOr(retry.error, 'The job could not be retried.')}
        </Alert>
      )}
      {list.isError ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          fallback="The jobs could not be loaded. Please try again."
          elsewhere={CONSOLE_HOME}
        />
      ) : (
        <>
          <DataTable
            label="Jobs"
            columns={columns}
            rows={list.data?.rows ?? []}
            rowKey={(j) => String(j.id)}
            loading={list.isPending}
            emptyState={jobState === 'failed' ? 'No job has failed.' : 'No job is waiting.'}
            serverSort={{ sort: state.sort, onSortChange: state.setSort }}
          />
          <ListFooter
            total={list.data?.total ?? 0}
            page={state.page}
            pageSize={PAGE_SIZE}
            onPage={state.setPage}
            onExport={() => exportConsoleList('jobs', params, 'jobs.csv')}
            noun="jobs"
          />
        </>
      )}
    </Stack>
  );
}
