// The U.S. counties as ready-drawn SVG paths, computed once per page from us-atlas' Albers USA
// counties (a 975 × 610 plane, y down): every county map after the first only sets colours.
// Drawing 3,142 counties through ECharts rebuilt every region's path, label and model on each
// render (about 20 MB of garbage a time, decision 090); these strings are built once.
import type { Position } from 'geojson';
import type { Bounds } from './geo-bounds.ts';
import { loadUsCounties } from './us-counties-geo.ts';

export type CountyShape = {
  /** The 5-digit FIPS code: the datasets' county key. */
  fips: string;
  /** "Harris County, TX". */
  label: string;
  /** The SVG path in the Albers plane. */
  d: string;
  bounds: Bounds;
};

/** The whole plane of us-atlas' Albers USA files. */
export const ALBERS_PLANE: Bounds = [
  [0, 0],
  [975, 610],
];

function ringPath(ring: readonly Position[], bounds: Bounds): string {
  let d = '';
  for (const [x = 0, y = 0] of ring) {
    d += `${d ? 'L' : 'M'}${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
    if (x < bounds[0][0]) bounds[0][0] = x;
    if (y < bounds[0][1]) bounds[0][1] = y;
    if (x > bounds[1][0]) bounds[1][0] = x;
    if (y > bounds[1][1]) bounds[1][1] = y;
  }
  return `${d}Z`;
}

let loading: Promise<readonly CountyShape[]> | null = null;

export function loadCountyShapes(): Promise<readonly CountyShape[]> {
  loading ??= loadUsCounties().then((collection) =>
    collection.features.flatMap((f) => {
      const g = f.geometry;
      if (!g || (g.type !== 'Polygon' && g.type !== 'MultiPolygon')) return [];
      const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
      const bounds: Bounds = [
        [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
        [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY],
      ];
      const d = polygons.flatMap((rings) => rings.map((ring) => ringPath(ring, bounds))).join('');
      const fips = String(f.properties?.name ?? '');
      return [{ fips, label: String(f.properties?.label ?? fips), d, bounds }];
    }),
  );
  return loading;
}
