// The shapes of the map: states and counties from us-atlas' Albers-projected topology (975 × 610,
// the Census cartographic boundaries the server's county list comes from), as SVG path strings.
// Loaded on demand: the file is large and only this page needs it.
import { countyLabel } from '@mti/contracts/markets/county-label';
import { STATE_CODE_OF_FIPS } from '@mti/contracts/markets/state-fips';
import type { GeometryCollection, Topology } from 'topojson-specification';

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

export type MapShape = { id: string; name: string; path: string };
export type UsMapShapes = { states: MapShape[]; counties: MapShape[]; stateBorders: string };

const STATE_CODES = STATE_CODE_OF_FIPS;

type Position = number[];
type Geometry = { type: string; coordinates: unknown };

function ring(points: Position[]): string {
  return `M${points.map((p) => `${(p[0] ?? 0).toFixed(1)},${(p[1] ?? 0).toFixed(1)}`).join('L')}Z`;
}

/** An SVG path of a (multi)polygon or (multi)line in the topology's own plane. */
export function pathOf(geometry: Geometry | null): string {
  if (!geometry) return '';
  const c = geometry.coordinates;
  switch (geometry.type) {
    case 'Polygon':
      return (c as Position[][]).map(ring).join('');
    case 'MultiPolygon':
      return (c as Position[][][]).flatMap((poly) => poly.map(ring)).join('');
    case 'MultiLineString':
      return (c as Position[][])
        .map((line) => `M${line.map((p) => `${p[0]?.toFixed(1)},${p[1]?.toFixed(1)}`).join('L')}`)
        .join('');
    default:
      return '';
  }
}

let loading: Promise<UsMapShapes> | null = null;

export function loadUsMapShapes(): Promise<UsMapShapes> {
  loading ??= (async () => {
    const [{ feature, mesh }, atlas] = await Promise.all([
      import('topojson-client'),
      import('us-atlas/counties-albers-10m.json'),
    ]);
    const topology = (atlas.default ?? atlas) as unknown as Topology<{
      states: GeometryCollection<{ name: string }>;
      counties: GeometryCollection<{ name: string }>;
    }>;
    const shapes = (
      object: GeometryCollection<{ name: string }>,
      key: (id: string) => string | undefined,
      nameOf: (name: string, id: string) => string,
    ) =>
      feature(topology, object).features.flatMap((f) => {
        const id = key(String(f.id));
        return id ? [{ id, name: nameOf(f.properties?.name ?? id, id), path: pathOf(f.geometry as Geometry) }] : [];
      });
    return {
      states: shapes(
        topology.objects.states,
        (id) => STATE_CODES[id],
        (name) => name,
      ),
      // "Cuyahoga County, OH", as the server labels counties (the shared county-label.ts).
      counties: shapes(
        topology.objects.counties,
        (id) => (STATE_CODES[id.slice(0, 2)] ? id : undefined),
        (name, id) => countyLabel(id, name),
      ),
      stateBorders: pathOf(mesh(topology, topology.objects.states, (a, b) => a !== b) as Geometry),
    };
  })();
  return loading;
}
