// The map's shapes and the county list, from us-atlas' Albers USA TopoJSON (already projected to a
// 975 × 610 plane, y down), loaded on demand: SVG paths, a point inside each shape for the lasso,
// and the Geography the shared region rules (contracts) check a plan against.
import type { County, Geography } from '@mti/contracts/territory-wizard/territory-regions';
import { STATE_BY_FIPS } from '@mti/contracts/territory-wizard/us-states';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type Shape = { id: string; name: string; d: string; cx: number; cy: number };
export type MapShapes = { states: Shape[]; counties: Shape[]; geography: Geography };

function ringsOf(geometry: Geometry | null): Position[][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return geometry.coordinates;
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat();
  return [];
}

function shapeOf(f: Feature, name: string): Shape {
  const rings = ringsOf(f.geometry);
  const d = rings
    .map((ring) => `M${ring.map(([x, y]) => `${(x as number).toFixed(1)},${(y as number).toFixed(1)}`).join('L')}Z`)
    .join('');
  // The middle of the largest ring's box: inside enough for a lasso over whole regions.
  const largest = rings.reduce<Position[]>((a, r) => (r.length > a.length ? r : a), []);
  const xs = largest.map((p) => p[0] as number);
  const ys = largest.map((p) => p[1] as number);
  const cx = xs.length ? (Math.min(...xs) + Math.max(...xs)) / 2 : 0;
  const cy = ys.length ? (Math.min(...ys) + Math.max(...ys)) / 2 : 0;
  return { id: String(f.id), name, d, cx, cy };
}

let loading: Promise<MapShapes> | null = null;

export function loadMapShapes(): Promise<MapShapes> {
  loading ??= import('us-atlas/counties-albers-10m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Topology<{
      states: GeometryCollection<{ name: string }>;
      counties: GeometryCollection<{ name: string }>;
    }>;
    const states = (
      feature(topology, topology.objects.states) as FeatureCollection<Geometry, { name: string }>
    ).features
      .filter((f) => STATE_BY_FIPS.has(String(f.id)))
      .map((f) => shapeOf(f, f.properties.name));
    const counties = (
      feature(topology, topology.objects.counties) as FeatureCollection<Geometry, { name: string }>
    ).features
      .filter((f) => STATE_BY_FIPS.has(String(f.id).slice(0, 2)))
      .map((f) => shapeOf(f, f.properties.name));
    const byFips = new Map<string, County>(counties.map((c) => [c.id, { fips: c.id, name: c.name }]));
    return { states, counties, geography: { counties: byFips } };
  });
  return loading;
}
