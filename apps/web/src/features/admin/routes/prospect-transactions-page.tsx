// Console › Payments › Prospect transactions (decision 070): create one for a prospect (its
// payment link is mailed by the server), and the list, paged, sorted and searched on the server and
// exported as CSV, saying whether each is paid (with its order) or cancelled and when its link
// left; an unpaid one may be cancelled (decision 074).
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  type ConsoleProspectTransactionRow,
  prospectTransactionListResponse,
} from '@mti/contracts/admin/console-prospect-transactions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { showToast } from '../../../components/toast.ts';
import { useListState } from '../../../components/use-list-state.ts';
import { formatUsd } from '../../../lib/money.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { consoleOrderPath } from '../api/payments.ts';
import {
  PROSPECT_TRANSACTIONS_LIST,
  prospectDownloadsQuery,
  useCancelProspectTransaction,
  useCreateProspectTransaction,
  useResendPaymentLink,
} from '../api/prospect-transactions.ts';
import { CancelProspectTransaction } from '../components/cancel-prospect-transaction.tsx';
import { ConsoleListTable } from '../components/console-list-table.tsx';
import { ProspectTransactionForm } from '../components/prospect-transaction-form.tsx';

const PAGE_SIZE = 25;
const sortable = () => 0;
const at = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '');

function ResendButton({ row }: { row: ConsoleProspectTransactionRow }) {
  const resend = useResendPaymentLink();
  if (row.status !== 'open') return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={resend.isPending}
      aria-label={`Send the payment link to ${row.userid} again`}
      onClick={() =>
        resend.mutate(row.tuid, {
          onSuccess: () => showToast({ tone: 'success', message: `The payment link is on its way to ${row.userid}.` }),
          onError: (error) =>
            showToast({ tone: 'error', message: serverMessageOr(error, 'The link could not be sent.') }),
        })
      }
    >
      Send link again
    </Button>
  );
}

const columns: DataTableColumn<ConsoleProspectTransactionRow>[] = [
  { key: 'created_at', header: 'Created', cell: (t) => at(t.created_at), sortValue: sortable },
  { key: 'userid', header: 'Username', cell: (t) => t.userid, sortValue: sortable },
  { key: 'download', header: 'Download', cell: (t) => t.download_title },
  {
    key: 'amount_cents',
    header: 'Amount',
    numeric: true,
    cell: (t) => formatUsd(t.amount_cents / 100),
    sortValue: sortable,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (t) =>
      t.order_id !== null ? (
        <Anchor component={Link} to={consoleOrderPath(t.order_id)}>
          Paid (order {t.order_id})
        </Anchor>
      ) : t.status === 'cancelled' ? (
        'Cancelled'
      ) : (
        'Open'
      ),
    sortValue: sortable,
  },
  { key: 'link', header: 'Link sent', cell: (t) => (t.link_sent_at ? at(t.link_sent_at) : 'Queued') },
  { key: 'actions', header: 'Actions', cell: (t) => <RowActions row={t} /> },
];

function RowActions({ row }: { row: ConsoleProspectTransactionRow }) {
  const cancel = useCancelProspectTransaction();
  return (
    <Group gap="xs" wrap="nowrap">
      <ResendButton row={row} />
      <CancelProspectTransaction
        row={row}
        onConfirm={(t) =>
          cancel
            .mutateAsync({ tuid: t.tuid, version: t.version })
            .then(() => showToast({ tone: 'success', message: `The transaction of ${t.userid} is cancelled.` }))
        }
      />
    </Group>
  );
}

export function ProspectTransactionsPage() {
  const state = useListState({ sort: 'created_at', dir: 'desc' });
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery(PROSPECT_TRANSACTIONS_LIST, params, prospectTransactionListResponse));
  const downloads = useQuery(prospectDownloadsQuery());
  const create = useCreateProspectTransaction();
  const [made, setMade] = useState(0);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/console/payments" size="sm">
        ← Payments
      </Anchor>
      <Title order={2}>Prospect transactions</Title>
      <Text size="sm">
        Offer a download to a prospect: the portal mails them a link to their order page, where they pay by card.
      </Text>
      <ProspectTransactionForm
        key={made}
        downloads={downloads.data?.downloads ?? []}
        saving={create.isPending}
        refusal={create.isError ? serverMessageOr(create.error, 'The transaction could not be created.') : null}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: ({ transaction }) => {
              setMade((n) => n + 1);
              showToast({
                tone: 'success',
                message: `Transaction created; its payment link is on its way to ${transaction.userid}.`,
              });
            },
          })
        }
      />
      <ListSearchForm
        label="Username, download, comment or transaction id"
        description="Words from any of them"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list={PROSPECT_TRANSACTIONS_LIST}
        fileName="prospect-transactions.csv"
        params={params}
        label="Prospect transactions"
        noun="transactions"
        columns={columns}
        query={list}
        rowKey={(t) => t.tuid}
        emptyState="No prospect transaction matches this search."
        state={state}
        pageSize={PAGE_SIZE}
      />
    </Stack>
  );
}
