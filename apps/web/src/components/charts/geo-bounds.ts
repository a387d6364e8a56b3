// The bounding box of some map areas in the map's plane: what "zoom to the chosen region" frames.
import type { Feature, FeatureCollection, Position } from 'geojson';

export type Bounds = [[number, number], [number, number]];

function visit(coordinates: unknown, point: (p: Position) => void) {
  if (!Array.isArray(coordinates)) return;
  if (typeof coordinates[0] === 'number') point(coordinates as Position);
  else for (const c of coordinates) visit(c, point);
}

/** The box around the features `pick` keeps (top-left, bottom-right), or null when none match. */
export function boundsOf(collection: FeatureCollection, pick: (f: Feature) => boolean): Bounds | null {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const f of collection.features) {
    if (!pick(f) || !f.geometry || !('coordinates' in f.geometry)) continue;
    visit(f.geometry.coordinates, ([x = 0, y = 0]) => {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    });
  }
  return Number.isFinite(x0)
    ? [
        [x0, y0],
        [x1, y1],
      ]
    : null;
}
