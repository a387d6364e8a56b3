// The ECharts option for every analyzer chart type, from the result: categories are the row
// members, one series per column member and measure. Projected (what-if) periods are drawn apart
// in every type: after an "Actual | Projected" divider, dashed lines, faded hatched bars, faded
// points and slices, so a projection is never read as actuals.
import type { ChartType, DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult, AxisHeader } from '@mti/contracts/analytics/analyzer-api';
import { baseCaseSeries, scenarioSeriesName } from './scenario-series.ts';
import { formatValue } from './value-format.ts';

export type SeriesChartType = Exclude<ChartType, 'table' | 'pivot' | 'map'>;

export type ChartOptionInput = {
  result: AnalysisResult;
  type: SeriesChartType;
  units: DisplayUnits;
  dataLabels: boolean;
  title: string;
  axis: { category: string; value: string };
  /** Per row header, "2 of 3 months" for a partial period. */
  partial?: (string | null)[];
};

/** Where a clicked point comes from in the result. */
export type PointSource = { row: number; column: number };

export type ChartModel = {
  option: Record<string, unknown>;
  source: (seriesName: string, dataIndex: number) => PointSource | null;
};

export const PROJECTED_OPACITY = 0.4;
export const DIVIDER_LABEL = 'Actual | Projected';
export const MAX_PIE_SLICES = 8;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const labelOf = (h: AxisHeader) => h.labels.filter((l) => l !== null).join(' / ');

type Series = { name: string; column: number; measure: number; projected: boolean };

function seriesOf(result: AnalysisResult): Series[] {
  const columns = result.column_headers
    .map((h, c) => ({ h, c }))
    .filter(({ h }) => h.kind === 'member' || result.column_dimensions.length === 0);
  return columns.flatMap(({ h, c }) =>
    result.measures.map((m, mi) => ({
      name: [labelOf(h), result.measures.length > 1 || !labelOf(h) ? m.label : ''].filter(Boolean).join(' · '),
      column: c,
      measure: mi,
      // A projected column (period on columns) is a projected series.
      projected: result.column_dimensions.length > 0 && h.projected,
    })),
  );
}

function memberRows(result: AnalysisResult) {
  return result.row_headers
    .map((h, r) => ({ h, r }))
    .filter(({ h }) => h.kind === 'member' || result.row_dimensions.length === 0);
}

export function buildChartModel(input: ChartOptionInput): ChartModel {
  if (input.type === 'pie') return pieModel(input);
  if (input.type === 'scatter') return scatterModel(input);
  return categoryModel(input);
}

function formatterFor(input: ChartOptionInput, measure: number) {
  const format = input.result.measures[measure]?.format ?? 'integer';
  return (v: number | null | undefined) => formatValue(v, format, input.units);
}

function axisFormatter(input: ChartOptionInput, measure: number, percent = false) {
  const format = input.result.measures[measure]?.format ?? 'integer';
  return (v: number) => {
    if (percent || format === 'percent') return `${v}%`;
    if (input.units !== 'exact') return formatValue(v, format, input.units);
    return format === 'currency' ? `$${compact.format(v)}` : compact.format(v);
  };
}

const titleOf = (input: ChartOptionInput, sub?: string) => ({
  text: input.title,
  left: 'center',
  top: 0,
  textStyle: { fontSize: 15, fontWeight: 600, width: 760, overflow: 'truncate' },
  ...(sub ? { subtext: sub, subtextStyle: { fontSize: 12 } } : {}),
});

function projectionNote(result: AnalysisResult): string | undefined {
  return result.projection ? `${DIVIDER_LABEL}: faded and dashed figures are projected, not actuals` : undefined;
}

function categoryModel(input: ChartOptionInput): ChartModel {
  const { result, type } = input;
  const rows = memberRows(result);
  const series = seriesOf(result);
  const horizontal = type === 'hbar';
  const stacked = type === 'stacked' || type === 'stacked100';
  const firstProjected = rows.findIndex(({ h }) => h.projected);
  const categories = rows.map(({ h, r }) => {
    const label = labelOf(h) || 'Total';
    const note = input.partial?.[r];
    return note ? `${label} (partial: ${note})` : label;
  });
  const raw = (s: Series, r: number) => result.cells[r]?.[s.column]?.[s.measure] ?? null;
  // 100 %: each category's series as shares of the category's sum.
  const sums = rows.map(({ r }) => series.reduce((acc, s) => acc + Math.abs(raw(s, r) ?? 0), 0));
  const valueAt = (s: Series, i: number, r: number) => {
    const v = raw(s, r);
    if (type !== 'stacked100' || v === null) return v;
    const sum = sums[i] ?? 0;
    return sum === 0 ? 0 : Math.round((Math.abs(v) / sum) * 1000) / 10;
  };
  const lineLike = (s: Series) =>
    type === 'line' || type === 'area' || (type === 'combo' && s.measure > 0 && result.measures.length > 1);

  const out: Record<string, unknown>[] = [];
  for (const s of series) {
    const fmt =
      type === 'stacked100' ? (v: number | null) => (v === null ? '' : `${v}%`) : formatterFor(input, s.measure);
    const label = {
      show: input.dataLabels,
      position: stacked ? 'inside' : horizontal ? 'right' : 'top',
      formatter: (p: { value: number | null }) => fmt(p.value),
    };
    const secondAxis = type === 'combo' && s.measure > 0 ? 1 : 0;
    const faded = { opacity: PROJECTED_OPACITY };
    if (lineLike(s)) {
      const base = {
        name: s.name,
        type: 'line',
        yAxisIndex: secondAxis,
        label,
        ...(type === 'area'
          ? { areaStyle: { opacity: 0.25 }, stack: result.column_dimensions.length ? 'total' : undefined }
          : {}),
      };
      const values = rows.map(({ r }, i) => valueAt(s, i, r));
      if (firstProjected < 0 && !s.projected) {
        out.push({ ...base, data: values });
      } else if (s.projected) {
        out.push({
          ...base,
          data: values,
          lineStyle: { type: 'dashed' },
          itemStyle: faded,
          ...(base.areaStyle ? { areaStyle: { opacity: 0.1 } } : {}),
        });
      } else {
        // Actual up to the divider, then a dashed projected line joined at the last actual point.
        out.push({ ...base, data: values.map((v, i) => (i < firstProjected ? v : null)) });
        out.push({
          ...base,
          id: `${s.name} (projected)`,
          data: values.map((v, i) => (i >= firstProjected - 1 ? v : null)),
          lineStyle: { type: 'dashed', opacity: 0.8 },
          itemStyle: faded,
          ...(base.areaStyle ? { areaStyle: { opacity: 0.1 } } : {}),
        });
      }
      continue;
    }
    out.push({
      name: s.name,
      type: 'bar',
      yAxisIndex: horizontal ? 0 : secondAxis,
      ...(stacked ? { stack: 'total' } : {}),
      label,
      data: rows.map(({ h, r }, i) => {
        const value = valueAt(s, i, r);
        return h.projected || s.projected
          ? {
              value,
              itemStyle: {
                opacity: PROJECTED_OPACITY,
                borderType: 'dashed',
                borderWidth: 1,
                borderColor: '#555',
                decal: { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [2, 4], rotation: -0.8 },
              },
            }
          : value;
      }),
    });
  }
  // Shares of a category's sum have no base case to compare with.
  if (type !== 'stacked100') {
    out.push(
      ...baseCaseSeries({
        result,
        series,
        rows,
        firstProjected,
        yAxisIndex: (s) => (type === 'combo' && s.measure > 0 ? 1 : 0),
      }),
    );
  }
  // The divider and the shaded projected stretch ride on the first series.
  if (firstProjected >= 0 && out[0]) {
    const first = categories[firstProjected];
    const last = categories[categories.length - 1];
    const at = horizontal ? 'yAxis' : 'xAxis';
    out[0].markLine = {
      silent: true,
      symbol: 'none',
      lineStyle: { type: 'dashed', color: '#666' },
      label: { formatter: DIVIDER_LABEL, position: horizontal ? 'end' : 'insideEndTop' },
      data: [{ [at]: first }],
    };
    out[0].markArea = {
      silent: true,
      itemStyle: { color: 'rgba(128,128,128,0.10)' },
      label: { show: false },
      data: [[{ [at]: first }, { [at]: last }]],
    };
  }

  const categoryAxis = {
    type: 'category',
    data: categories,
    name: input.axis.category,
    nameLocation: 'middle',
    nameGap: horizontal ? 90 : 36,
    axisLabel: horizontal
      ? { width: 80, overflow: 'truncate' }
      : rows.length <= 24
        ? { interval: 0, rotate: rows.length > 4 ? 30 : 0 }
        : { hideOverlap: true },
    boundaryGap: !(type === 'line' || type === 'area'),
    ...(horizontal ? { inverse: true } : {}),
  };
  const valueAxis = (measure: number, name: string) => ({
    type: 'value',
    name,
    nameLocation: 'middle',
    nameGap: horizontal ? 28 : 56,
    ...(type === 'stacked100' ? { max: 100 } : {}),
    axisLabel: { formatter: axisFormatter(input, measure, type === 'stacked100') },
  });
  const valueName = type === 'stacked100' ? `Share of ${input.axis.value} (%)` : input.axis.value;
  const combo = type === 'combo' && result.measures.length > 1;
  const firstName = combo ? `${result.measures[0]?.label ?? ''}` : valueName;
  const valueAxes = combo
    ? [
        valueAxis(0, firstName),
        {
          ...valueAxis(
            1,
            result.measures
              .slice(1)
              .map((m) => m.label)
              .join(', '),
          ),
          splitLine: { show: false },
        },
      ]
    : valueAxis(0, firstName);

  const sub = projectionNote(result);
  return {
    option: {
      title: titleOf(input, sub),
      tooltip: {
        trigger: 'axis',
        formatter: (items: Array<{ seriesName: string; axisValueLabel: string; value: unknown; marker: string }>) => {
          const seen = new Set<string>();
          return [
            items[0]?.axisValueLabel ?? '',
            ...items.flatMap((i) => {
              const v =
                typeof i.value === 'object' && i.value !== null
                  ? (i.value as { value: number }).value
                  : (i.value as number | null);
              if (v === null || v === undefined || seen.has(i.seriesName)) return [];
              seen.add(i.seriesName);
              const s = series.find((x) => x.name === scenarioSeriesName(i.seriesName));
              const text = type === 'stacked100' ? `${v}%` : formatterFor(input, s?.measure ?? 0)(v);
              return [`${i.marker} ${i.seriesName}: ${text}`];
            }),
          ].join('<br/>');
        },
      },
      legend: { type: 'scroll', bottom: 0 },
      grid: { left: horizontal ? 100 : 70, right: combo ? 70 : 24, top: sub ? 64 : 44, bottom: 44, containLabel: true },
      xAxis: horizontal ? valueAxes : categoryAxis,
      yAxis: horizontal ? categoryAxis : valueAxes,
      series: out,
    },
    source: (name, i) => {
      const s = series.find((x) => x.name === name);
      const row = rows[i];
      return s && row ? { row: row.r, column: s.column } : null;
    },
  };
}

function pieModel(input: ChartOptionInput): ChartModel {
  const { result } = input;
  const column = Math.max(
    0,
    result.column_headers.findIndex((h) => h.kind === 'total'),
  );
  const fmt = formatterFor(input, 0);
  const rows = memberRows(result)
    .map(({ h, r }) => ({ h, r, value: result.cells[r]?.[column]?.[0] ?? null }))
    .filter((x) => x.value !== null)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  // At most eight slices: the seven largest and the rest as "Other".
  const kept = rows.length > MAX_PIE_SLICES ? rows.slice(0, MAX_PIE_SLICES - 1) : rows;
  const rest = rows.length > MAX_PIE_SLICES ? rows.slice(MAX_PIE_SLICES - 1) : [];
  const data: Record<string, unknown>[] = kept.map(({ h, value }) => ({
    name: `${labelOf(h) || 'Total'}${h.projected ? ' (projected)' : ''}`,
    value,
    ...(h.projected
      ? { itemStyle: { opacity: PROJECTED_OPACITY, borderType: 'dashed', borderColor: '#555', borderWidth: 1 } }
      : {}),
  }));
  if (rest.length) data.push({ name: 'Other', value: rest.reduce((a, x) => a + (x.value ?? 0), 0) });
  return {
    option: {
      title: titleOf(input, projectionNote(result)),
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string; value: number; percent: number }) =>
          `${p.name}: ${fmt(p.value)} (${p.percent}%)`,
      },
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          name: result.measures[0]?.label ?? '',
          type: 'pie',
          radius: ['38%', '68%'],
          center: ['50%', '52%'],
          label: {
            show: true,
            formatter: (p: { name: string; value: number }) =>
              input.dataLabels ? `${p.name}: ${fmt(p.value)}` : p.name,
          },
          data,
        },
      ],
    },
    source: (_name, i) => {
      const row = kept[i];
      return row ? { row: row.r, column } : null;
    },
  };
}

function scatterModel(input: ChartOptionInput): ChartModel {
  const { result } = input;
  const column = Math.max(
    0,
    result.column_headers.findIndex((h) => h.kind === 'total'),
  );
  const rows = memberRows(result);
  const [mx, my] = [result.measures[0], result.measures[1]];
  const fx = formatterFor(input, 0);
  const fy = formatterFor(input, 1);
  const data = rows.map(({ h, r }) => ({
    name: labelOf(h) || 'Total',
    value: [result.cells[r]?.[column]?.[0] ?? null, result.cells[r]?.[column]?.[1] ?? null],
    ...(h.projected
      ? { itemStyle: { opacity: PROJECTED_OPACITY, borderType: 'dashed', borderColor: '#555', borderWidth: 1 } }
      : {}),
  }));
  const axis = (measure: number, name: string) => ({
    type: 'value',
    name,
    nameLocation: 'middle',
    nameGap: 40,
    axisLabel: { formatter: axisFormatter(input, measure) },
  });
  return {
    option: {
      title: titleOf(input, projectionNote(result)),
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string; value: [number, number] }) =>
          `${p.name}<br/>${mx?.label}: ${fx(p.value[0])}<br/>${my?.label}: ${fy(p.value[1])}`,
      },
      grid: { left: 70, right: 24, top: 56, bottom: 44, containLabel: true },
      xAxis: axis(0, mx?.label ?? ''),
      yAxis: axis(1, my?.label ?? ''),
      series: [
        {
          name: `${mx?.label} vs ${my?.label}`,
          type: 'scatter',
          symbolSize: 12,
          label: { show: input.dataLabels, position: 'top', formatter: (p: { name: string }) => p.name },
          data,
        },
      ],
    },
    source: (_name, i) => {
      const row = rows[i];
      return row ? { row: row.r, column } : null;
    },
  };
}
