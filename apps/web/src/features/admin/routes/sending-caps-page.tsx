// Console › Exhibitor Passport › Daily sending caps (issue 16): each company's cap, what it sent
// today (UTC) and how many of its campaigns wait for tomorrow's quota. A row opens the cap's form;
// the change is versioned (another administrator's earlier save makes it 409 stale) and audited.
import { Anchor, Modal, Stack, Text, Title } from '@mantine/core';
import type { SendingCap } from '@mti/contracts/passport/campaigns-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { sendingCapsQuery, useSetSendingCap } from '../api/passport.ts';
import { SendingCapForm } from '../components/sending-cap-form.tsx';

const count = (n: number) => n.toLocaleString('en-US');

const columns: DataTableColumn<SendingCap>[] = [
  { key: 'company_name', header: 'Company', cell: (c) => c.company_name, sortValue: (c) => c.company_name },
  {
    key: 'daily_cap',
    header: 'Daily sending cap',
    numeric: true,
    cell: (c) => count(c.daily_cap),
    sortValue: (c) => c.daily_cap,
  },
  {
    key: 'sent_today',
    header: 'Sent today (UTC)',
    numeric: true,
    cell: (c) => count(c.sent_today),
    sortValue: (c) => c.sent_today,
  },
  {
    key: 'held_campaigns',
    header: 'Campaigns held by the cap',
    numeric: true,
    cell: (c) => count(c.held_campaigns),
    sortValue: (c) => c.held_campaigns,
  },
];

export function SendingCapsPage() {
  const caps = useQuery(sendingCapsQuery());
  const setCap = useSetSendingCap();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = caps.data?.companies.find((c) => c.company_id === openId) ?? null;
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
      <DataTable
        label="Daily sending caps"
        columns={columns}
        rows={caps.data?.companies ?? []}
        rowKey={(c) => String(c.company_id)}
        loading={caps.isPending}
        emptyState="No exhibitor company yet."
        onRowClick={(c) => {
          setCap.reset();
          setOpenId(c.company_id);
        }}
        initialSort={{ key: 'company_name', direction: 'ascending' }}
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
