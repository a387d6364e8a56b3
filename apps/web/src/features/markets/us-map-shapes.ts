// The shapes of the map: states and counties from us-atlas' Albers-projected topology (975 × 610,
// the Census cartographic boundaries the server's county list comes from), as SVG path strings.
// Loaded on demand: the file is large and only this page needs it.
import type { GeometryCollection, Topology } from 'topojson-specification';

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

export type MapShape = { id: string; name: string; path: string };
export type UsMapShapes = { states: MapShape[]; counties: MapShape[]; stateBorders: string };

/** State FIPS → postal code (the server keys states by postal code). */
const STATE_CODES: Record<string, string> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
};

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
      // "Cuyahoga, OH", as the server labels counties.
      counties: shapes(
        topology.objects.counties,
        (id) => (STATE_CODES[id.slice(0, 2)] ? id : undefined),
        (name, id) => `${name}, ${STATE_CODES[id.slice(0, 2)]}`,
      ),
      stateBorders: pathOf(mesh(topology, topology.objects.states, (a, b) => a !== b) as Geometry),
    };
  })();
  return loading;
}
