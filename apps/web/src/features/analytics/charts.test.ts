import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { describe, expect, it } from 'vitest';
import { header, usmtoDataset } from '../../../test/analyzer-fixtures.ts';
import {
  buildChartModel,
  DIVIDER_LABEL,
  MAX_PIE_SLICES,
  PROJECTED_OPACITY,
} from '../../components/charts/analysis/chart-option.ts';
import { axisTitles, chartTitle, generatedChartTitle } from '../../components/charts/analysis/chart-title.ts';
import { formatValue } from '../../components/charts/analysis/value-format.ts';
import { chartChoices, NEEDS_TIME_REASON } from './chart-choices.ts';
import { partialRows } from './period-coverage.ts';

const definition = (patch: Partial<AnalysisDefinitionInput> = {}): AnalysisDefinitionInput => ({
  version: 1,
  dataset: 'usmto-orders',
  rows: ['quarter'],
  measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
  filters: { period: { from: '2025-01', to: '2026-10' }, members: [] },
  ...patch,
});

/** Quarters on rows: 2026-Q3 actual, 2026-Q4 (Oct actual, Nov–Dec projected), 2027-Q1 projected. */
function quartersWithProjection(): AnalysisResult {
  const rows = [
    header(['2026-Q3'], ['Q3 2026'], 'member'),
    header(['2026-Q4'], ['Q4 2026'], 'member', true),
    header(['2027-Q1'], ['Q1 2027'], 'member', true),
    header([null], [null], 'total', true),
  ];
  return {
    dataset: 'usmto-orders',
    sample: true,
    row_dimensions: [{ id: 'quarter', label: 'Quarter' }],
    column_dimensions: [],
    measures: [
      {
        id: 'value',
        label: 'Value (USD)',
        field: 'value_usd',
        aggregate: 'sum',
        calculation: 'none',
        format: 'currency',
        source: 'dataset',
      },
    ],
    row_headers: rows,
    column_headers: [header([], [], 'total')],
    cells: [[[7_070_000_000]], [[3_000_000]], [[2_500_000]], [[7_075_500_000]]],
    projection: { from: '2026-10', months: 5 },
    meta: { data_version: '1', cached: false, cell_count: 4 },
  };
}

describe('display units', () => {
  it('writes exact figures as before and scaled ones with K, M or B', () => {
    expect(formatValue(7_070_000_000, 'currency')).toBe('$7,070,000,000');
    expect(formatValue(7_070_000_000, 'currency', 'billions')).toBe('$7.07B');
    expect(formatValue(-2_500_000, 'currency', 'millions')).toBe('-$2.5M');
    expect(formatValue(412_500, 'integer', 'thousands')).toBe('412.5K');
    // Percentages are never scaled.
    expect(formatValue(42.25, 'percent', 'millions')).toBe('42.3%');
    expect(formatValue(null, 'currency', 'billions')).toBe('');
  });

  it('keeps a small figure readable in a large unit: three significant digits, never "$0B"', () => {
    expect(formatValue(3_750_000, 'currency', 'billions')).toBe('$0.00375B');
    expect(formatValue(-3_750_000, 'currency', 'billions')).toBe('-$0.00375B');
    expect(formatValue(250_000_000, 'currency', 'billions')).toBe('$0.25B');
    expect(formatValue(123_456, 'integer', 'millions')).toBe('0.123M');
    // Under a thousandth of the unit the figure says so rather than rounding to nothing.
    expect(formatValue(12_345, 'currency', 'billions')).toBe('<$0.001B');
    expect(formatValue(-12_345, 'currency', 'billions')).toBe('>-$0.001B');
    expect(formatValue(0.4, 'integer', 'thousands')).toBe('<0.001K');
    // Zero is zero; figures of one unit and more keep two decimals as before.
    expect(formatValue(0, 'currency', 'billions')).toBe('$0B');
    expect(formatValue(1_234_567_890, 'currency', 'billions')).toBe('$1.23B');
  });
});

describe('chart titles', () => {
  it('generates a title from the measures, the dimensions, the period and the projection', () => {
    expect(generatedChartTitle(definition(), quartersWithProjection())).toBe(
      'Value (USD) by Quarter, Jan 2025 – Oct 2026 (5 months projected)',
    );
  });
  it("shows the user's own title once written, and puts the units in the value axis title", () => {
    const d = definition({ chart: { type: 'bar', title: 'Orders outlook' } });
    expect(chartTitle(d, quartersWithProjection())).toBe('Orders outlook');
    expect(axisTitles(quartersWithProjection(), 'billions')).toEqual({
      category: 'Quarter',
      value: 'Value (USD) (billions)',
    });
  });
});

describe('chart choices', () => {
  it('disables line and area, with the reason, unless a period comes first on rows', () => {
    const byRegion = chartChoices(definition({ rows: ['region'] }), usmtoDataset);
    expect(byRegion.find((c) => c.value === 'line')?.disabledReason).toBe(NEEDS_TIME_REASON);
    expect(byRegion.find((c) => c.value === 'area')?.disabledReason).toBe(NEEDS_TIME_REASON);
    expect(byRegion.find((c) => c.value === 'bar')?.disabledReason).toBeUndefined();
    const byQuarter = chartChoices(definition(), usmtoDataset);
    expect(byQuarter.find((c) => c.value === 'line')?.disabledReason).toBeUndefined();
  });
});

describe('partial periods', () => {
  it('flags the rows of the partial periods the server names', () => {
    const full = quartersWithProjection();
    expect(partialRows(full)).toEqual([null, null, null, null]);
    const withPartial = {
      ...full,
      partial_periods: [{ dimension: 'quarter' as const, key: '2026-Q4', label: 'Q4 2026', months: 1, of: 3 }],
    };
    expect(partialRows(withPartial)).toEqual([null, '1 of 3 months', null, null]);
    // A partial year says nothing of quarter rows.
    const yearOnly = {
      ...full,
      partial_periods: [{ dimension: 'year' as const, key: '2026', label: '2026', months: 10, of: 12 }],
    };
    expect(partialRows(yearOnly)).toEqual([null, null, null, null]);
  });
});

describe('projected periods in charts', () => {
  const model = (type: Parameters<typeof buildChartModel>[0]['type']) =>
    buildChartModel({
      result: quartersWithProjection(),
      type,
      units: 'billions',
      dataLabels: false,
      title: 'T',
      axis: { category: 'Quarter', value: 'Value' },
    }).option as { series: Record<string, unknown>[]; title: { text: string; subtext?: string } };

  it('draws a divider before the first projected quarter and fades projected bars', () => {
    const bar = model('bar');
    const first = bar.series[0] as { markLine: { label: { formatter: string }; data: unknown[] }; data: unknown[] };
    expect(first.markLine.label.formatter).toBe(DIVIDER_LABEL);
    expect(first.markLine.data).toEqual([{ xAxis: 'Q4 2026' }]);
    expect(first.data[0]).toBe(7_070_000_000);
    expect(first.data[1]).toMatchObject({ value: 3_000_000, itemStyle: { opacity: PROJECTED_OPACITY } });
    expect(bar.title).toMatchObject({ text: 'T' });
  });

  it('splits a line into an actual and a dashed projected part', () => {
    const line = model('line').series as { data: (number | null)[]; lineStyle?: { type: string } }[];
    expect(line[0]?.data).toEqual([7_070_000_000, null, null]);
    expect(line[1]?.data).toEqual([7_070_000_000, 3_000_000, 2_500_000]);
    expect(line[1]?.lineStyle?.type).toBe('dashed');
  });

  it('fades projected slices and points too, and says what is projected', () => {
    for (const type of ['pie', 'scatter', 'hbar', 'stacked', 'stacked100', 'combo', 'area'] as const) {
      const o = model(type);
      expect(o.title.subtext, type).toContain(DIVIDER_LABEL);
      expect(JSON.stringify(o.series), type).toContain(`"opacity":${PROJECTED_OPACITY}`);
    }
  });

  it('keeps at most eight pie slices, the rest as Other', () => {
    const r = quartersWithProjection();
    const members = Array.from({ length: 12 }, (_, i) => header([`S${i}`], [`S${i}`], 'member'));
    const many: AnalysisResult = {
      ...r,
      projection: null,
      row_headers: [...members, header([null], [null], 'total')],
      cells: [...members.map((_, i) => [[100 - i]]), [[1000]]],
    };
    const pie = buildChartModel({
      result: many,
      type: 'pie',
      units: 'exact',
      dataLabels: true,
      title: 'P',
      axis: { category: '', value: '' },
    }).option as { series: { data: { name: string; value: number }[] }[] };
    const slices = pie.series[0]?.data ?? [];
    expect(slices).toHaveLength(MAX_PIE_SLICES);
    // S7 … S11: 93 + 92 + 91 + 90 + 89.
    expect(slices.at(-1)).toEqual({ name: 'Other', value: 455 });
  });
});
