// The analyzer's "map" chart type: the result's rows (one per state, or per county by FIPS key)
// coloured by one measure, drawn by the shared analysis map (captioned, abbreviated legend, Other
// and totals off the colour scale, click or Enter on a region, zoom to the chosen state).
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { useMemo } from 'react';
import type { ChartImage } from '../../../components/charts/chart-image.ts';
import { UsAnalysisMap } from '../../../components/charts/us-analysis-map.tsx';

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
  /** The analysis' filters as the caption writes them ("Year: 2024"). */
  filters?: readonly string[];
  /** The chosen state (full name): the map frames it. */
  chosen?: string | null;
  /** The analysis is filtered to a region (or states): the map frames the shaded areas. */
  frameShaded?: boolean;
  /** The chart's title, above the caption and in the exported image. */
  title?: string;
  /** The map as an image for the export, once drawn. */
  onImage?: (image: ChartImage | null) => void;
};

/** The map name of a row: a state's label, a county's FIPS key. */
const regionOf = (level: MapGeoLevel, h: AnalysisResult['row_headers'][number]) =>
  (level === 'county' ? h.members[0] : h.labels[0]) ?? '';

export function AnalyzerMapChart({
  rows,
  measure,
  level,
  column,
  formatValue,
  onRegionClick,
  height,
  filters = [],
  chosen = null,
  frameShaded = false,
  title,
  onImage,
}: AnalyzerMapChartProps) {
  const values = useMemo(
    () =>
      rows.row_headers
        .map((h, r) => ({ h, r }))
        .filter(({ h }) => h.kind === 'member')
        .map(({ h, r }) => ({ name: regionOf(level, h), value: rows.cells[r]?.[column]?.[measure] ?? null })),
    [rows, column, measure, level],
  );
  const m = rows.measures[measure];
  return (
    <UsAnalysisMap
      level={level}
      values={values}
      measureLabel={m?.label ?? 'Value'}
      filters={filters}
      format={m?.format ?? 'integer'}
      formatValue={formatValue}
      chosen={chosen}
      frameShaded={frameShaded}
      height={height}
      title={title}
      onImage={onImage}
      onChoose={(name) => {
        const r = rows.row_headers.findIndex((h) => h.kind === 'member' && regionOf(level, h) === name);
        if (r >= 0) onRegionClick(r);
      }}
    />
  );
}
