// Console › Exhibitor Passport › Daily sending caps (issues 16, 19): each company's cap, what it sent
// today (UTC) and how many of its campaigns wait for tomorrow's quota, paged, sorted and searched on
// the server, exported as CSV. A row opens the cap's form; the change is versioned (another
// administrator's earlier save makes it 409 stale) and audited.
import { Anchor, Modal, Stack, Text, Title } from '@mantine/core';
import { type SendingCap, sendingCapListResponse } from '@mti/contracts/passport/campaigns-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { showToast } from '../../../components/toast.ts';
import { useListState } from '../../../components/use-list-state.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { useSetSendingCap } from '../api/passport.ts';
import { ConsoleListTable } from '../components/console-list-table.tsx';
import { SendingCapForm } from '../components/sending-cap-form.tsx';

const PAGE_SIZE = 50;
const LIST = 'passport/sending-caps';
/** The server sorts; a column with a sort value gets a sort button. */
const sortable = () => 0;
const count = (n: number) => n.toLocaleString('en-US');

const columns: DataTableColumn<SendingCap>[] = [
  { key: 'company_name', header: 'Company', cell: (c) => c.company_name, sortValue: sortable },
  {
    key: 'daily_cap',
    header: 'Daily sending cap',
    numeric: true,
    cell: (c) => count(c.daily_cap),
    sortValue: sortable,
  },
  {
    key: 'sent_today',
    header: 'Sent today (UTC)',
    numeric: true,
    cell: (c) => count(c.sent_today),
    sortValue: sortable,
  },
  {
    key: 'held_campaigns',
    header: 'Campaigns held by the cap',
    numeric: true,
    cell: (c) => count(c.held_campaigns),
  },
];

export function SendingCapsPage() {
  const state = useListState({ sort: 'company_name', dir: 'asc' });
  const params = state.params(['q'], PAGE_SIZE);
  const caps = useQuery(consoleListQuery(LIST, params, sendingCapListResponse));
  const setCap = useSetSendingCap();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = caps.data?.rows.find((c) => c.company_id === openId) ?? null;
  return (
    <Stack gap="md">
      <Title order={2}>Daily sending caps</Title>
      <Text size="sm">
        How many campaign e-mails each exhibitor company may send a day (UTC). A campaign that reaches the cap waits and
        goes on at 00:00 UTC. Back to{' '}
        <Anchor component={Link} to="/admin/console/passport" underline="always">
          Exhibitor Passport
        </Anchor>
        .
      </Text>
      <ListSearchForm
        label="Search sending caps"
        description="Company name"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list={LIST}
        fileName="sending-caps.csv"
        label="Daily sending caps"
        noun="companies"
        columns={columns}
        query={caps}
        rowKey={(c) => String(c.company_id)}
        emptyState={state.get('q') ? 'No company matches this search.' : 'No exhibitor company yet.'}
        onRowClick={(c) => {
          setCap.reset();
          setOpenId(c.company_id);
        }}
        state={state}
        params={params}
        pageSize={PAGE_SIZE}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpenId(null)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={open ? `Sending cap of ${open.company_name}` : ''}
      >
        {open && (
          <SendingCapForm
            key={`${open.company_id}:${open.version}`}
            current={open.daily_cap}
            saving={setCap.isPending}
            refusal={setCap.error ? serverMessageOr(setCap.error, 'The cap could not be saved.') : null}
            onSubmit={(dailyCap) =>
              setCap.mutate(
                { companyId: open.company_id, dailyCap, version: open.version },
                {
                  onSuccess: () => {
                    showToast({ tone: 'success', message: `The daily sending cap of ${open.company_name} is saved.` });
                    setOpenId(null);
                  },
                },
              )
            }
          />
        )}
      </Modal>
    </Stack>
  );
}
