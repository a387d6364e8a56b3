// The result as a bar, line or area chart (categories = row members, one series per measure and
// column member) or as a U.S. map (State on rows). Totals stay in the table view; a click on a
// bar, point or state opens the rows behind it.
import { Alert, Button, Select, Stack } from '@mantine/core';
import type { ChartType } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult, AxisHeader } from '@mti/contracts/analytics/analyzer-api';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart.tsx';
import { cellPlace } from '../pivot-layout.ts';
import { formatValue } from '../value-format.ts';
import { AnalyzerMapChart } from './analyzer-map-chart.tsx';
import type { CellPick } from './pivot-table.tsx';

type ResultChartProps = {
  result: AnalysisResult;
  type: Exclude<ChartType, 'table' | 'pivot'>;
  /** The measure the map shows (the first when unset). */
  mapMeasure: string | undefined;
  onMapMeasure: (id: string) => void;
  /** Puts State alone on rows, for the map. */
  onStateOnRows: () => void;
  onPickCell: (pick: CellPick) => void;
};

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const labelOf = (h: AxisHeader) => h.labels.filter((l) => l !== null).join(' / ');

export function ResultChart(props: ResultChartProps) {
  return props.type === 'map' ? <MapView {...props} /> : <SeriesChart {...props} />;
}

type Series = { name: string; column: number; measure: number };

function SeriesChart({ result, type, onPickCell }: ResultChartProps) {
  const rows = useMemo(
    () =>
      result.row_headers
        .map((h, r) => ({ h, r }))
        .filter(({ h }) => h.kind === 'member' || result.row_dimensions.length === 0),
    [result],
  );
  const series = useMemo((): Series[] => {
    const columns = result.column_headers
      .map((h, c) => ({ h, c }))
      .filter(({ h }) => h.kind === 'member' || result.column_dimensions.length === 0);
    return columns.flatMap(({ h, c }) =>
      result.measures.map((m, mi) => ({
        name: [labelOf(h), result.measures.length > 1 || !labelOf(h) ? m.label : ''].filter(Boolean).join(' · '),
        column: c,
        measure: mi,
      })),
    );
  }, [result]);

  const what = result.measures.map((m) => m.label).join(', ');
  const by = result.row_dimensions.map((d) => d.label).join(' and ') || 'total';
  const ariaLabel = `${type === 'bar' ? 'Bar' : type === 'line' ? 'Line' : 'Area'} chart of ${what} by ${by}`;
  const option = useMemo(() => {
    const format = result.measures[0]?.format ?? 'integer';
    return {
      // ECharts writes its description over the chart box's aria-label: make it ours.
      aria: { enabled: true, label: { description: ariaLabel } },
      tooltip: {
        trigger: 'axis',
        valueFormatter: undefined,
        formatter: (
          items: Array<{ seriesIndex: number; axisValueLabel: string; value: number | null; marker: string }>,
        ) =>
          [
            items[0]?.axisValueLabel ?? '',
            ...items.map((i) => {
              const s = series[i.seriesIndex];
              const m = s ? result.measures[s.measure] : undefined;
              return `${i.marker} ${s?.name ?? ''}: ${formatValue(i.value, m?.format ?? format)}`;
            }),
          ].join('<br/>'),
      },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: rows.map(({ h }) => labelOf(h) || 'Total'),
        // Every category named while they fit (slanted past a few); ECharts thins out longer axes.
        axisLabel: rows.length <= 24 ? { interval: 0, rotate: rows.length > 4 ? 30 : 0 } : { hideOverlap: true },
        boundaryGap: type === 'bar',
      },
      yAxis: {
        type: 'value',
        axisLabel: {
          formatter: (v: number) =>
            format === 'currency' ? `$${compact.format(v)}` : format === 'percent' ? `${v}%` : compact.format(v),
        },
      },
      series: series.map((s) => ({
        name: s.name,
        type: type === 'bar' ? 'bar' : 'line',
        ...(type === 'area'
          ? { areaStyle: { opacity: 0.25 }, stack: result.column_dimensions.length ? 'total' : undefined }
          : {}),
        data: rows.map(({ r }) => result.cells[r]?.[s.column]?.[s.measure] ?? null),
      })),
    };
  }, [result, rows, series, type, ariaLabel]);

  return (
    <EChart
      option={option}
      height={440}
      ariaLabel={ariaLabel}
      onClick={(click) => {
        const s = series.find((x) => x.name === click.seriesName);
        const row = rows[click.dataIndex];
        const column = s ? result.column_headers[s.column] : undefined;
        if (!row || !column) return;
        onPickCell({ cell: { row: row.h.members, column: column.members }, title: cellPlace(result, row.h, column) });
      }}
    />
  );
}

function MapView({ result, mapMeasure, onMapMeasure, onStateOnRows, onPickCell }: ResultChartProps) {
  const onState = result.row_dimensions.length === 1 && result.row_dimensions[0]?.id === 'state';
  const mi = Math.max(
    0,
    result.measures.findIndex((m) => m.id === mapMeasure),
  );
  const measure = result.measures[mi];
  // The map shows each state's total across the columns (or the only column there is).
  const column = Math.max(
    0,
    result.column_headers.findIndex((h) => h.kind === 'total'),
  );
  if (!onState) {
    return (
      <Alert color="gray" title="The map needs State alone on rows">
        <Stack gap="xs" align="flex-start">
          Put State on rows to colour each state by its value.
          <Button size="xs" variant="light" onClick={onStateOnRows}>
            Put State on rows
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {result.measures.length > 1 && (
        <Select
          size="xs"
          w={260}
          label="Measure on the map"
          data={result.measures.map((m) => ({ value: m.id, label: m.label }))}
          value={measure?.id ?? null}
          allowDeselect={false}
          onChange={(id) => id && onMapMeasure(id)}
        />
      )}
      <AnalyzerMapChart
        rows={result}
        measure={mi}
        column={column}
        level="state"
        formatValue={(v) => formatValue(v, measure?.format ?? 'integer')}
        onRegionClick={(r) => {
          const row = result.row_headers[r];
          const col = result.column_headers[column];
          if (row && col)
            onPickCell({ cell: { row: row.members, column: col.members }, title: cellPlace(result, row, col) });
        }}
      />
    </Stack>
  );
}
