// The U.S. counties as GeoJSON for ECharts, from us-atlas' Albers USA TopoJSON (the same 975 × 610
// plane as the states map), loaded on demand. Areas are named by their 5-digit FIPS code, the
// datasets' county key; `label` is the county as people write it ("Harris County, TX").
import { countyLabel } from '@mti/contracts/markets/county-label';
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export const US_COUNTIES_MAP = 'us-counties-albers';

let loading: Promise<FeatureCollection> | null = null;

export function loadUsCounties(): Promise<FeatureCollection> {
  loading ??= import('us-atlas/counties-albers-10m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Topology<{ counties: GeometryCollection }>;
    const counties = feature(topology, topology.objects.counties) as FeatureCollection;
    for (const f of counties.features) {
      const fips = String(f.id ?? '').padStart(5, '0');
      f.properties = { name: fips, label: countyLabel(fips, f.properties?.name ?? fips) };
    }
    return counties;
  });
  return loading;
}
