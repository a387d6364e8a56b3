// The ECharts option of a choropleth (a map where more is darker), shared by the U.S. and World maps.
import { mapColorRange } from './chart-theme.ts';

export type RegionValue = { name: string; value: number | null };

type ChoroplethOptionInput = {
  map: string;
  values: readonly RegionValue[];
  formatValue?: (value: number) => string;
  /** A map whose coordinates are a plane already (us-atlas' Albers USA) passes an identity projection. */
  projection?: { project: (point: number[]) => number[]; unproject: (point: number[]) => number[] };
};

export function choroplethOption({ map, values, formatValue, projection }: ChoroplethOptionInput) {
  const numbers = values.map((v) => v.value).filter((v): v is number => v !== null && Number.isFinite(v));
  const min = numbers.length ? Math.min(...numbers) : 0;
  const max = numbers.length ? Math.max(...numbers) : 1;
  const format = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? (formatValue?.(v) ?? String(v)) : '—');
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
        map,
        ...(projection ? { projection } : {}),
        roam: false,
        layoutCenter: ['50%', '45%'],
        layoutSize: '95%',
        emphasis: { label: { show: false }, itemStyle: { areaColor: '#ffb01b' } },
        select: { disabled: true },
        data: values.map((v) => ({ name: v.name, value: v.value })),
      },
    ],
  };
}
