// Console › Jobs (issue 19): failed or queued background jobs (mail, campaign sends, exports) with
// their last error, paged and sorted on the server and exported as CSV; a failed job can be retried.
import { Alert, Button, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { CONSOLE_JOB_STATES, type ConsoleJobRow, jobListResponse } from '@mti/contracts/admin/console-passport';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { showToast } from '../../../components/toast.ts';
import { useListState } from '../../../components/use-list-state.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { useRetryJob } from '../api/passport.ts';
import { ConsoleListTable } from '../components/console-list-table.tsx';

const PAGE_SIZE = 25;
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
      <ConsoleListTable
        list="jobs"
        fileName="jobs.csv"
        params={params}
        label="Jobs"
        noun="jobs"
        columns={columns}
        query={list}
        rowKey={(j) => String(j.id)}
        emptyState={jobState === 'failed' ? 'No job has failed.' : 'No job is waiting.'}
        state={state}
        pageSize={PAGE_SIZE}
      />
    </Stack>
  );
}
