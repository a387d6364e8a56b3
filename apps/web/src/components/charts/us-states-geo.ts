// The U.S. states as GeoJSON for ECharts, from us-atlas' Albers USA TopoJSON (already projected
// to a 975 × 610 plane with Alaska and Hawaii inset, y pointing down), loaded on demand.
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export const US_STATES_MAP = 'us-states-albers';

/** The coordinates are plane coordinates already: ECharts must neither project nor flip them. */
export const planeProjection = {
  project: (point: number[]) => point,
  unproject: (point: number[]) => point,
};

let loading: Promise<FeatureCollection> | null = null;

export function loadUsStates(): Promise<FeatureCollection> {
  loading ??= import('us-atlas/states-albers-10m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Topology<{ states: GeometryCollection }>;
    return feature(topology, topology.objects.states) as FeatureCollection;
  });
  return loading;
}
