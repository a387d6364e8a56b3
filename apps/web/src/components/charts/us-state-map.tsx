// A choropleth of the U.S. states: more is darker. Values are matched to states by full name
// ("California"), as the datasets label them.
import { useMemo } from 'react';
import { mapColorRange } from './chart-theme.ts';
import { type ChartClick, EChart } from './echart.tsx';
import { loadUsStates, planeProjection, US_STATES_MAP } from './us-states-geo.ts';

export type StateValue = { name: string; value: number | null };

export type UsStateMapProps = {
  values: readonly StateValue[];
  ariaLabel: string;
  height?: number | string;
  /** Formats values in the tooltip and the legend. */
  formatValue?: (value: number) => string;
  onStateClick?: (name: string) => void;
};

export function UsStateMap({ values, ariaLabel, height = 420, formatValue, onStateClick }: UsStateMapProps) {
  const option = useMemo(() => {
    const numbers = values.map((v) => v.value).filter((v): v is number => v !== null && Number.isFinite(v));
    const min = numbers.length ? Math.min(...numbers) : 0;
    const max = numbers.length ? Math.max(...numbers) : 1;
    const format = (v: unknown) =>
      typeof v === 'number' && Number.isFinite(v) ? (formatValue?.(v) ?? String(v)) : '—';
    return {
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string; value: unknown }) => `${p.name}: ${format(p.value)}`,
      },
      visualMap: {
        type: 'continuous',
        min,
        max: max === min ? min + 1 : max,
        inRange: { color: mapColorRange },
        calculable: false,
        // The scale's ends, so that the colours can be read as figures.
        text: [format(max === min ? min + 1 : max), format(min)],
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        formatter: (v: number) => format(v),
      },
      series: [
        {
          type: 'map',
          map: US_STATES_MAP,
          projection: planeProjection,
          roam: false,
          layoutCenter: ['50%', '45%'],
          layoutSize: '95%',
          emphasis: { label: { show: false }, itemStyle: { areaColor: '#ffb01b' } },
          select: { disabled: true },
          data: values.map((v) => ({ name: v.name, value: v.value })),
        },
      ],
    };
  }, [values, formatValue]);

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
    />
  );
}
