// The Benchmark tab (added, issue 8): the organisation's figures beside the industry's quartiles
// for the period, with where it stands; only the quartiles the server published are shown.
import { Alert, Badge, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { BenchmarkResponse, Quartiles } from '@mti/contracts/survey/survey-benchmark';
import { formatThousands } from '@mti/contracts/survey/survey-input';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { benchmarkQuery } from '../api/get-benchmark.ts';
import { useSurveyErrorPage } from '../hooks/use-survey-error-page.ts';
import type { LabelOf } from '../hooks/use-survey-labels.ts';
import classes from './survey-table.module.css';

type Row = { name: string; own: number; industry: Quartiles | null; format?: (value: number) => string };

function Position({ own, industry, t }: { own: number; industry: Quartiles | null; t: LabelOf }) {
  if (!industry) return '—';
  const [key, color] =
    own < industry.lower_quartile
      ? ['belowMiddle', 'orange']
      : own > industry.upper_quartile
        ? ['aboveMiddle', 'navy']
        : ['inMiddle', 'teal'];
  return (
    <Badge color={color} variant="dot" tt="none">
      {t(key)}
    </Badge>
  );
}

function BenchmarkTable({
  caption,
  rows,
  format,
  t,
}: {
  caption: string;
  rows: readonly Row[];
  format: (value: number) => string;
  t: LabelOf;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table className={classes.table} verticalSpacing={6} striped>
        <Table.Caption className={classes.caption}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('colMeasure')}</Table.Th>
            <Table.Th className={classes.figure}>{t('colYours')}</Table.Th>
            <Table.Th className={classes.figure}>{t('colLowerQuartile')}</Table.Th>
            <Table.Th className={classes.figure}>{t('colMedian')}</Table.Th>
            <Table.Th className={classes.figure}>{t('colUpperQuartile')}</Table.Th>
            <Table.Th>{t('colPosition')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const show = row.format ?? format;
            return (
              <Table.Tr key={row.name}>
                <Table.Th scope="row" className={classes.rowName}>
                  {row.name}
                </Table.Th>
                <Table.Td className={classes.figure}>{show(row.own)}</Table.Td>
                <Table.Td className={classes.figure}>{row.industry ? show(row.industry.lower_quartile) : '—'}</Table.Td>
                <Table.Td className={classes.figure}>{row.industry ? show(row.industry.median) : '—'}</Table.Td>
                <Table.Td className={classes.figure}>{row.industry ? show(row.industry.upper_quartile) : '—'}</Table.Td>
                <Table.Td>
                  <Position own={row.own} industry={row.industry} t={t} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const dollars = (value: number) => `$${formatThousands(Math.round(value))}`;
const tons = (value: number) => formatThousands(Math.round(value));
const percent = (value: number) => `${value}%`;

function sections(benchmark: BenchmarkResponse, labelOf: LabelOf) {
  const { own, industry } = benchmark;
  const metalStats = (name: string) => industry?.metal?.find((m) => m.name === name);
  return {
    shipments: [
      {
        name: labelOf('shipmentUsd'),
        own: own.shipment_usd,
        industry: industry?.shipment_usd ?? null,
        format: dollars,
      },
      { name: labelOf('shipmentTons'), own: own.english_tons, industry: industry?.english_tons ?? null, format: tons },
      { name: labelOf('bookingUsd'), own: own.booking_usd, industry: industry?.booking_usd ?? null, format: dollars },
    ],
    metalUsd: own.metal.map((m) => ({ name: m.name, own: m.usd_pct, industry: metalStats(m.name)?.usd_pct ?? null })),
    metalTons: own.metal.map((m) => ({
      name: m.name,
      own: m.english_tons_pct,
      industry: metalStats(m.name)?.english_tons_pct ?? null,
    })),
    markets: own.market.map((m) => ({
      name: m.name,
      own: m.usd_pct,
      industry: industry?.market?.find((x) => x.name === m.name)?.usd_pct ?? null,
    })),
  };
}

type BenchmarkPanelProps = {
  basePath: string | undefined;
  period: string;
  /** Benchmark screen labels. */
  t: LabelOf;
  /** productData labels (field names, page names). */
  pageLabel: LabelOf;
};

export function BenchmarkPanel({ basePath, period, t, pageLabel }: BenchmarkPanelProps) {
  const benchmark = useQuery(benchmarkQuery(basePath, period, true));
  const goToErrorPage = useSurveyErrorPage(basePath);
  useEffect(() => {
    if (benchmark.error) goToErrorPage(benchmark.error);
  }, [benchmark.error, goToErrorPage]);

  if (!benchmark.data) {
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label="Loading the benchmark" />
      </Center>
    );
  }
  const data = benchmark.data;
  const parts = sections(data, pageLabel);
  const minimum = data.min_organisations;

  return (
    <Stack gap="lg" data-testid="benchmark">
      <div>
        <Title order={2} fz="h3">
          {t('heading')}
        </Title>
        <Text c="dimmed" size="sm" mt={4} maw={760}>
          {t('explanation')}
        </Text>
      </div>
      {data.industry ? (
        <Text size="sm" fw={600} data-testid="benchmark-count">
          {t('based', { count: data.industry.organisations })}
        </Text>
      ) : (
        <Alert color="navy" variant="light" icon={<IconInfoCircle size={20} />} data-testid="benchmark-suppressed">
          {t('suppressed', { minimum })}
        </Alert>
      )}
      <BenchmarkTable caption={pageLabel('page1')} rows={parts.shipments} format={tons} t={t} />
      <BenchmarkTable
        caption={`${pageLabel('page2')} — ${pageLabel('colUsdPct')}`}
        rows={parts.metalUsd}
        format={percent}
        t={t}
      />
      <BenchmarkTable
        caption={`${pageLabel('page2')} — ${pageLabel('colTonsPct')}`}
        rows={parts.metalTons}
        format={percent}
        t={t}
      />
      <BenchmarkTable
        caption={`${pageLabel('page3')} — ${pageLabel('colUsdPct')}`}
        rows={parts.markets}
        format={percent}
        t={t}
      />
      {data.industry && !data.industry.metal && (
        <Text size="sm" c="dimmed">
          {t('mixSuppressed', { minimum })}
        </Text>
      )}
    </Stack>
  );
}
