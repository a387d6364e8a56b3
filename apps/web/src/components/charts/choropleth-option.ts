// The ECharts option of a choropleth (a map where more is darker), shared by the U.S. and World maps.
// "Other" and total rows are left off the map and off the colour scale (map-scale.ts).
import { type MapPalette, mapPalettes } from './chart-theme.ts';
import type { Bounds } from './geo-bounds.ts';
import { colourDomain, shadedRegions } from './map-scale.ts';

export type RegionValue = { name: string; value: number | null };

type ChoroplethOptionInput = {
  map: string;
  values: readonly RegionValue[];
  formatValue?: (value: number) => string;
  /** The legend's figures (short: $1.2M); formatValue when unset. */
  formatLegend?: (value: number) => string;
  /** A map whose coordinates are a plane already (us-atlas' Albers USA) passes an identity projection. */
  projection?: { project: (point: number[]) => number[]; unproject: (point: number[]) => number[] };
  /** The area's label in the tooltip when its map name is a code (a county's FIPS). */
  labelOf?: (name: string) => string;
  /** Frames the map on this box (the chosen region), in the map's own coordinates. */
  focus?: Bounds | null;
  /** Areas drawn with a strong outline: the chosen or keyboard-focused regions. */
  outlined?: readonly string[];
  /**
   * The colour scheme's map palette (chart-theme.ts): its scale, its colour for areas without a figure
   * and its borders, the county drawing's too. Unset, the light palette's (the dashboards' maps).
   */
  palette?: MapPalette;
};

export function choroplethOption({
  map,
  values,
  formatValue,
  formatLegend,
  projection,
  labelOf,
  focus,
  outlined = [],
  palette = mapPalettes.light,
}: ChoroplethOptionInput) {
  const { min, max } = colourDomain(values);
  const format = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? (formatValue?.(v) ?? String(v)) : '—');
  const legend = (v: number) => (formatLegend ?? formatValue)?.(v) ?? String(v);
  const outline = new Set(outlined);
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: unknown }) => `${labelOf?.(p.name) ?? p.name}: ${format(p.value)}`,
    },
    visualMap: {
      type: 'continuous',
      min,
      max,
      inRange: { color: palette.range },
      calculable: false,
      // The scale's ends, so that the colours can be read as figures.
      text: [legend(max), legend(min)],
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      formatter: (v: number) => legend(v),
    },
    series: [
      {
        type: 'map',
        map,
        ...(projection ? { projection } : {}),
        ...(focus ? { boundingCoords: focus } : {}),
        roam: false,
        layoutCenter: ['50%', '45%'],
        layoutSize: '95%',
        emphasis: { label: { show: false }, itemStyle: { areaColor: '#ffb01b' } },
        select: { disabled: true },
        itemStyle: { areaColor: palette.noFigure, borderColor: palette.border },
        data: shadedRegions(values).map((v) =>
          outline.has(v.name)
            ? { name: v.name, value: v.value, itemStyle: { borderColor: '#e39500', borderWidth: 2 } }
            : { name: v.name, value: v.value },
        ),
      },
    ],
  };
}
