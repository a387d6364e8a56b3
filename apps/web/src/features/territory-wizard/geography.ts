// The map's shapes and the county list, from us-atlas' Albers USA TopoJSON (already projected to a
// 975 × 610 plane, y down), loaded on demand: SVG paths, the point each region is lassoed by (the
// centroid of its largest ring), and the Geography the shared region rules (contracts) check a
// plan against. ZIP areas have no geometry of their own (sample geography, decision 041): they
// are drawn from the counties they hold (zip-area-shapes.ts).
import { type County, type Geography, regionLabel } from '@mti/contracts/territory-wizard/territory-regions';
import { STATE_BY_FIPS } from '@mti/contracts/territory-wizard/us-states';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Shape } from './map-shape.ts';
import { type Point, pathOf, ringArea, ringCentroid } from './plane-geometry.ts';
import { zipAreaShapes } from './zip-area-shapes.ts';

export type MapShapes = { states: Shape[]; counties: Shape[]; zip3: Shape[]; geography: Geography };

function ringsOf(geometry: Geometry | null): Point[][] {
  if (!geometry) return [];
  const polygons: Position[][] =
    geometry.type === 'Polygon'
      ? geometry.coordinates
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.flat()
        : [];
  return polygons.map((ring) => ring.map((p) => [p[0] as number, p[1] as number] as const));
}

/** The lasso point of a set of rings: the centroid of the largest, inside it for all but odd shapes. */
export function lassoPointOf(rings: readonly (readonly Point[])[]): Point {
  const largest = rings.reduce<readonly Point[]>((a, r) => (Math.abs(ringArea(r)) > Math.abs(ringArea(a)) ? r : a), []);
  return ringCentroid(largest);
}

function shapeOf(f: Feature, name: string): { shape: Shape; rings: Point[][] } {
  const rings = ringsOf(f.geometry);
  const [cx, cy] = lassoPointOf(rings);
  return { shape: { id: String(f.id), name, d: pathOf(rings), cx, cy }, rings };
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
      .map((f) => shapeOf(f, f.properties.name).shape);
    const counties = (
      feature(topology, topology.objects.counties) as FeatureCollection<Geometry, { name: string }>
    ).features
      .filter((f) => STATE_BY_FIPS.has(String(f.id).slice(0, 2)))
      .map((f) => shapeOf(f, f.properties.name));
    const byFips = new Map<string, County>(
      counties.map(({ shape }) => [shape.id, { fips: shape.id, name: shape.name }]),
    );
    const geography: Geography = { counties: byFips };
    const countyRings = new Map(counties.map(({ shape, rings }) => [shape.id, rings]));
    // The map names a county as the plan's messages and the search box do ("Cuyahoga County, OH
    // (39035)", decision 095), from the bare us-atlas name the geography keeps.
    const countyShapes = counties.map(({ shape }) => ({
      ...shape,
      name: regionLabel(geography, { kind: 'county', fips: shape.id }),
    }));
    return { states, counties: countyShapes, zip3: zipAreaShapes(geography, countyRings), geography };
  });
  // A failed load (the shapes' chunk did not arrive) is forgotten, so that Try again fetches it anew.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
