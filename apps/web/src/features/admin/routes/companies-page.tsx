// Console › Companies (issue 19, decision 068): the exhibitor companies with their booth contracts,
// users and verified sender domains counted, searched, paged and sorted on the server, exported as
// CSV; a row opens the company; "New company" adds one.
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type ConsoleCompanyRow, companyListResponse } from '@mti/contracts/admin/console-companies';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { useCreateCompany } from '../api/companies.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { CompanyNameForm } from '../components/company-name-form.tsx';
import { ConsoleListTable } from '../components/console-list-table.tsx';

const PAGE_SIZE = 25;
const LIST = 'companies';
const sortable = () => 0;
export const companyPath = (id: number) => `/admin/console/companies/${id}`;

const columns: DataTableColumn<ConsoleCompanyRow>[] = [
  { key: 'name', header: 'Company', cell: (c) => c.name, sortValue: sortable },
  { key: 'contracts', header: 'Booth contracts', numeric: true, cell: (c) => c.contracts, sortValue: sortable },
  { key: 'users', header: 'Users', numeric: true, cell: (c) => c.users, sortValue: sortable },
  {
    key: 'verified_domains',
    header: 'Verified sender domains',
    numeric: true,
    cell: (c) => c.verified_domains,
    sortValue: sortable,
  },
];

export function CompaniesPage() {
  const state = useListState({ sort: 'name', dir: 'asc' });
  const [creating, setCreating] = useState(false);
  const create = useCreateCompany();
  const navigate = useNavigate();
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery(LIST, params, companyListResponse));
  return (
    <Stack gap="md">
      <Title order={2}>Exhibitor companies</Title>
      <Text size="sm">
        The Exhibitor Passport&apos;s exhibitors. A company&apos;s page holds its booth contracts per show cycle and its
        sender domains.
      </Text>
      <Group justify="space-between" align="flex-end">
        <ListSearchForm
          label="Search companies"
          description="Part of the company name"
          initial={state.get('q')}
          onSearch={(q) => state.setFilters({ q })}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
          New company
        </Button>
      </Group>
      <ConsoleListTable
        list={LIST}
        fileName="companies.csv"
        label="Exhibitor companies"
        noun="companies"
        columns={columns}
        query={list}
        rowKey={(c) => String(c.id)}
        emptyState="No company matches this search. Try part of its name."
        onRowClick={(c) => navigate(companyPath(c.id))}
        state={state}
        params={params}
        pageSize={PAGE_SIZE}
      />
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title="New exhibitor company"
      >
        <CompanyNameForm
          saving={create.isPending}
          saved={false}
          error={create.error}
          onSave={(fields) => create.mutate(fields, { onSuccess: (company) => navigate(companyPath(company.id)) })}
        />
      </Modal>
    </Stack>
  );
}
