// The result as a chart of any series type (chart-option.ts builds it: categories = row members,
// one series per measure and column member) or as a U.S. map (State on rows). Totals stay in the table view; a click on a
// bar, point or state opens the rows behind it.
import { Alert, Button, Stack } from '@mantine/core';
import type { ChartType, DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { AnalysisSeriesChart } from '../../../components/charts/analysis/analysis-series-chart.tsx';
import type { SeriesChartType } from '../../../components/charts/analysis/chart-option.ts';
import { formatValue } from '../../../components/charts/analysis/value-format.ts';
import type { ChartImage } from '../../../components/charts/chart-image.ts';
import type { ChartInstance } from '../../../components/charts/echart.tsx';
import type { MapGeography } from '../map-choice.ts';
import { cellPlace } from '../pivot-layout.ts';
import { AnalyzerMapChart } from './analyzer-map-chart.tsx';
import { MeasureSelect } from './measure-select.tsx';
import type { CellPick } from './pivot-table.tsx';

type ResultChartProps = {
  result: AnalysisResult;
  type: Exclude<ChartType, 'table' | 'pivot'>;
  /** The measure the map shows (the first when unset). */
  mapMeasure: string | undefined;
  onMapMeasure: (id: string) => void;
  /** Puts this dimension (the dataset's state, else county) alone on rows, for the map. */
  onMapRows: (dimension: string) => void;
  onPickCell: (pick: CellPick) => void;
  /** The dataset's state and county dimensions (its geographic keys): what the map can show. */
  mapGeography: MapGeography;
  /** The analysis' filters, as the map caption writes them. */
  mapFilters?: readonly string[];
  /** The analysis is filtered to part of the country: the map frames what it shows. */
  mapFramesShaded?: boolean;
  /** A state chosen on the map (its member key): filters to it, or drills to its counties. */
  onChooseState?: (stateKey: string) => void;
  units: DisplayUnits;
  dataLabels: boolean;
  /** The chart's title (the user's, or generated from the definition). */
  title: string;
  /** Per row header, the partial-period note ("2 of 3 months") or null. */
  partial: (string | null)[];
  onInstance: (chart: ChartInstance | null) => void;
  /** The map as an image for the export, once drawn. */
  onMapImage?: (image: ChartImage | null) => void;
};

/** Tall enough for a title, a legend and slanted labels; the width follows the result area. */
const CHART_HEIGHT = 'clamp(360px, 60vh, 640px)';

export function ResultChart(props: ResultChartProps) {
  return props.type === 'map' ? <MapView {...props} /> : <SeriesChart {...props} />;
}

function SeriesChart({ result, type, units, dataLabels, title, partial, onPickCell, onInstance }: ResultChartProps) {
  return (
    <AnalysisSeriesChart
      result={result}
      type={type as SeriesChartType}
      units={units}
      dataLabels={dataLabels}
      title={title}
      partial={partial}
      height={CHART_HEIGHT}
      onInstance={onInstance}
      onPoint={(at) => {
        const row = result.row_headers[at.row];
        const column = result.column_headers[at.column];
        if (!row || !column) return;
        onPickCell({ cell: { row: row.members, column: column.members }, title: cellPlace(result, row, column) });
      }}
    />
  );
}

function MapView({
  result,
  mapMeasure,
  onMapMeasure,
  onMapRows,
  onPickCell,
  units,
  mapGeography,
  mapFilters = [],
  mapFramesShaded = false,
  onChooseState,
  title,
  onMapImage,
}: ResultChartProps) {
  const only = result.row_dimensions.length === 1 ? result.row_dimensions[0]?.id : undefined;
  const level = !only ? null : only === mapGeography.state ? 'state' : only === mapGeography.county ? 'county' : null;
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
  const memberRows = result.row_headers.filter((h) => h.kind === 'member');
  // One state left (filtered to it): the map frames it.
  const chosen = level === 'state' && memberRows.length === 1 ? (memberRows[0]?.labels[0] ?? null) : null;
  if (level === null) {
    const wanted = mapGeography.rows;
    if (!wanted) {
      return (
        <Alert color="gray" title="This dataset has no states or counties to map">
          The map colours U.S. states or counties; choose another chart type for this dataset.
        </Alert>
      );
    }
    const areas = wanted.id === mapGeography.state ? 'state' : 'county';
    return (
      <Alert color="gray" title={`The map needs ${wanted.label} alone on rows`}>
        <Stack gap="xs" align="flex-start">
          {`Put ${wanted.label} on rows to colour each ${areas} by its value.`}
          <Button size="xs" variant="light" onClick={() => onMapRows(wanted.id)}>
            {`Put ${wanted.label} on rows`}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <MeasureSelect
        label="Measure on the map"
        measures={result.measures}
        value={measure?.id ?? null}
        onChange={onMapMeasure}
      />
      <AnalyzerMapChart
        rows={result}
        measure={mi}
        column={column}
        level={level}
        filters={mapFilters}
        chosen={chosen}
        frameShaded={mapFramesShaded}
        title={title}
        onImage={onMapImage}
        formatValue={(v) => formatValue(v, measure?.format ?? 'integer', units)}
        onRegionClick={(r) => {
          const row = result.row_headers[r];
          const col = result.column_headers[column];
          const stateKey = row?.members[0];
          if (level === 'state' && onChooseState && stateKey && !chosen) onChooseState(stateKey);
          else if (row && col)
            onPickCell({ cell: { row: row.members, column: col.members }, title: cellPlace(result, row, col) });
        }}
      />
    </Stack>
  );
}
