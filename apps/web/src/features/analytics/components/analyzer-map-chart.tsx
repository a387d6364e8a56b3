// The analyzer's "map" chart type: the result's rows (one per state) coloured by one measure.
// A thin slot: the maps work (issue 18, "Maps") fills it in or replaces it behind these props.
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { useMemo } from 'react';
import { UsStateMap } from '../../../components/charts/us-state-map.tsx';

export type MapGeoLevel = 'state' | 'county';

export type AnalyzerMapChartProps = {
  /** The result whose member rows are regions of `level` (totals and "Other" left out here). */
  rows: AnalysisResult;
  /** Index of the measure in rows.measures the map colours by. */
  measure: number;
  level: MapGeoLevel;
  /** Index of the column whose values are shown (the grand-total column when there are columns). */
  column: number;
  formatValue: (value: number) => string;
  /** A region was clicked: the row index of its member row in `rows.row_headers`. */
  onRegionClick: (rowIndex: number) => void;
  height?: number;
};

export function AnalyzerMapChart({ rows, measure, column, formatValue, onRegionClick, height }: AnalyzerMapChartProps) {
  const values = useMemo(
    () =>
      rows.row_headers
        .map((h, r) => ({ h, r }))
        .filter(({ h }) => h.kind === 'member')
        .map(({ h, r }) => ({ name: h.labels[0] ?? '', value: rows.cells[r]?.[column]?.[measure] ?? null })),
    [rows, column, measure],
  );
  return (
    <UsStateMap
      values={values}
      height={height}
      ariaLabel={`Map of ${rows.measures[measure]?.label ?? 'the value'} by state`}
      formatValue={formatValue}
      onStateClick={(name) => {
        const r = rows.row_headers.findIndex((h) => h.kind === 'member' && h.labels[0] === name);
        if (r >= 0) onRegionClick(r);
      }}
    />
  );
}
