// An analysis result drawn as its series chart (bar, line, area, pie…): the analyzer's result and a
// pinned tile on My dashboards draw it the same way. A click names the cell behind the point.
import type { DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { useMemo } from 'react';
import { type ChartInstance, EChart } from '../echart.tsx';
import { buildChartModel, type SeriesChartType } from './chart-option.ts';
import { axisTitles } from './chart-title.ts';

type AnalysisSeriesChartProps = {
  result: AnalysisResult;
  type: SeriesChartType;
  units: DisplayUnits;
  dataLabels: boolean;
  title: string;
  /** Per row header, the partial-period note ("2 of 3 months") or null. */
  partial?: (string | null)[];
  height: number | string;
  onInstance?: (chart: ChartInstance | null) => void;
  /** The row and column (indexes into the result's headers) of a clicked point. */
  onPoint?: (at: { row: number; column: number }) => void;
};

export function AnalysisSeriesChart({
  result,
  type,
  units,
  dataLabels,
  title,
  partial,
  height,
  onInstance,
  onPoint,
}: AnalysisSeriesChartProps) {
  const model = useMemo(
    () => buildChartModel({ result, type, units, dataLabels, title, axis: axisTitles(result, units), partial }),
    [result, type, units, dataLabels, title, partial],
  );
  return (
    <EChart
      option={model.option}
      height={height}
      ariaLabel={title}
      onInstance={onInstance}
      onClick={(click) => {
        const at = model.source(click.seriesName ?? '', click.dataIndex);
        if (at) onPoint?.(at);
      }}
    />
  );
}
