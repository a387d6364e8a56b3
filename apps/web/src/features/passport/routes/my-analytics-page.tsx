// My Analytics (help page my-analytics): the show year's leads and opportunities, broken down by
// Industry, Product Interest, Plant Size, Buying Role and Job Function, and the lead percent per
// product category, whose bars save or export their segment.
import { Group, Paper, Skeleton, Stack, Table, Tabs, Title } from '@mantine/core';
import type { AnalyticsResponse, ListSource } from '@mti/contracts/passport/passport-api';
import { DEMOGRAPHIC_DIMENSIONS } from '@mti/contracts/passport/passport-values';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useExportContacts } from '../api/export-contacts.ts';
import { analyticsQuery } from '../api/my-analytics.ts';
import { ExportProgress } from '../components/export-progress.tsx';
import { LeadPercentBars } from '../components/lead-percent-bars.tsx';
import { SaveListDialog } from '../components/save-list-dialog.tsx';
import { SegmentDialog } from '../components/segment-dialog.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { formatCount } from '../format-count.ts';
import { EXPORT_FAILED } from '../passport-texts.ts';
import { usePassport } from '../show-year-context.ts';

type Bar = AnalyticsResponse['lead_percent'][number];

/** My Analytics' tab names (help page my-analytics). */
const TAB_LABELS = {
  industry: 'Industry',
  product_interest: 'Product Interest',
  plant_size: 'Plant Size',
  buying_role: 'Buying Role',
  job_function: 'Job Function',
} as const;

export function MyAnalyticsPage() {
  const { showYear } = usePassport();
  const analytics = useQuery(analyticsQuery(showYear.show_year));
  const exporter = useExportContacts();
  const [picked, setPicked] = useState<Bar | null>(null);
  const [saving, setSaving] = useState<Bar | null>(null);

  const segmentOf = (bar: Bar): ListSource => ({
    kind: 'segment',
    segment: { dimension: 'product_interest', value: bar.value },
  });

  if (analytics.isPending) return <Skeleton role="status" h={400} aria-label="Loading My Analytics" />;
  if (analytics.isError) return <LoadError error={analytics.error} onRetry={() => void analytics.refetch()} />;
  const data = analytics.data;
  return (
    <Stack gap="lg">
      <Group>
        <StatCard label="Leads" value={data.leads} />
        <StatCard label="Opportunities" value={data.opportunities} />
      </Group>
      <Paper withBorder p="md">
        <Tabs defaultValue="industry">
          <Tabs.List>
            {DEMOGRAPHIC_DIMENSIONS.map((d) => (
              <Tabs.Tab key={d} value={d}>
                {TAB_LABELS[d]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {DEMOGRAPHIC_DIMENSIONS.map((d) => (
            <Tabs.Panel key={d} value={d} pt="sm">
              <Table aria-label={`Leads and opportunities by ${TAB_LABELS[d]}`} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{TAB_LABELS[d]}</Table.Th>
                    <Table.Th ta="right">Leads</Table.Th>
                    <Table.Th ta="right">Opportunities</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.breakdowns[d].map((row) => (
                    <Table.Tr key={row.value}>
                      <Table.Td>{row.value}</Table.Td>
                      <Table.Td ta="right">{formatCount(row.leads)}</Table.Td>
                      <Table.Td ta="right">{formatCount(row.opportunities)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Lead percent by product category
          </Title>
          {exporter.isPending && <ExportProgress progress={exporter.progress} />}
          <LeadPercentBars bars={data.lead_percent} onPick={setPicked} />
        </Stack>
      </Paper>
      <SegmentDialog
        bar={picked}
        onClose={() => setPicked(null)}
        onSave={() => {
          setSaving(picked);
          setPicked(null);
        }}
        onExport={() => {
          if (!picked) return;
          exporter.mutate(
            {
              kind: 'contacts',
              body: { name: `Product: ${picked.value}`, show_year: showYear.show_year, source: segmentOf(picked) },
            },
            { onError: (error) => showToast({ tone: 'error', message: serverMessageOr(error, EXPORT_FAILED) }) },
          );
          setPicked(null);
        }}
      />
      {saving && (
        <SaveListDialog
          opened
          showYear={showYear.show_year}
          source={segmentOf(saving)}
          onClose={() => setSaving(null)}
        />
      )}
    </Stack>
  );
}
