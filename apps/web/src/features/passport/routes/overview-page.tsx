// Overview (help page overview): the show year's registrations and opt-ins, the top 10 industries
// and products with an export of each, and the region maps.
import { Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error.tsx';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useExportContacts } from '../api/export-contacts.ts';
import { overviewQuery } from '../api/overview.ts';
import { ExportProgress } from '../components/export-progress.tsx';
import { RegionMapCard } from '../components/region-map-card.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { TopValuesCard } from '../components/top-values-card.tsx';
import { EXPORT_FAILED } from '../passport-texts.ts';
import { usePassport } from '../show-year-context.ts';

type Dimension = 'industry' | 'product_interest';

export function OverviewPage() {
  const { showYear } = usePassport();
  const overview = useQuery(overviewQuery(showYear.show_year));
  const exporter = useExportContacts();
  const exporting = exporter.isPending ? exporter.variables : undefined;
  const exportingValue = exporting?.kind === 'contacts' ? (exporting.body.name.split(': ')[1] ?? null) : null;

  function exportValue(dimension: Dimension, value: string) {
    const label = dimension === 'industry' ? 'Industry' : 'Product';
    exporter.mutate(
      {
        kind: 'contacts',
        body: {
          name: `${label}: ${value}`,
          show_year: showYear.show_year,
          source: { kind: 'find', contact_type: 'registrations', criteria: { [dimension]: [value] } },
        },
      },
      { onError: (error) => showToast({ tone: 'error', message: serverMessageOr(error, EXPORT_FAILED) }) },
    );
  }

  if (overview.isPending) return <Skeleton role="status" h={400} aria-label="Loading the overview" />;
  if (overview.isError) return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  return (
    <Stack gap="lg">
      <Group>
        <StatCard label="Current visitor registration" value={data.registrations} />
        <StatCard label="Visitors with e-mail opt-in" value={data.opted_in} />
      </Group>
      {exporter.isPending && <ExportProgress progress={exporter.progress} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <TopValuesCard
          title="Top 10 Industries"
          moreLabel="More Industries"
          values={data.industries}
          exporting={exportingValue}
          onExport={(value) => exportValue('industry', value)}
        />
        <TopValuesCard
          title="Top 10 Products"
          moreLabel="More Products"
          values={data.products}
          exporting={exportingValue}
          onExport={(value) => exportValue('product_interest', value)}
        />
      </SimpleGrid>
      <RegionMapCard overview={data} />
    </Stack>
  );
}
