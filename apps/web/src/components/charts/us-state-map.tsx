// A choropleth of the U.S. states: more is darker. Values are matched to states by full name
// ("California"), as the datasets label them.
import { useMemo } from 'react';
import { choroplethOption, type RegionValue } from './choropleth-option.ts';
import { type ChartClick, EChart } from './echart.tsx';
import { loadUsStates, planeProjection, US_STATES_MAP } from './us-states-geo.ts';

export type StateValue = RegionValue;

export type UsStateMapProps = {
  values: readonly StateValue[];
  ariaLabel: string;
  height?: number | string;
  /** Formats values in the tooltip and the legend. */
  formatValue?: (value: number) => string;
  onStateClick?: (name: string) => void;
  /** The pointer entered a state (its full name). */
  onStateHover?: (name: string) => void;
};

export function UsStateMap({
  values,
  ariaLabel,
  height = 420,
  formatValue,
  onStateClick,
  onStateHover,
}: UsStateMapProps) {
  const option = useMemo(
    () => choroplethOption({ map: US_STATES_MAP, values, formatValue, projection: planeProjection }),
    [values, formatValue],
  );

  return (
    <EChart
      option={option}
      ariaLabel={ariaLabel}
      height={height}
      prepare={async (echarts) => {
        if (echarts.getMap(US_STATES_MAP)) return;
        // biome-ignore lint/suspicious/noExplicitAny: ECharts' GeoJSON type is narrower than the standard one
        echarts.registerMap(US_STATES_MAP, (await loadUsStates()) as any);
      }}
      onClick={onStateClick ? (click: ChartClick) => click.name && onStateClick(click.name) : undefined}
      onHover={onStateHover ? (hover: ChartClick) => hover.name && onStateHover(hover.name) : undefined}
    />
  );
}
