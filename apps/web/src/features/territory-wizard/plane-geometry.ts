// Plane geometry for the map (us-atlas' projected 975 × 610 plane): whether a point lies inside a
// drawn lasso, the centroid a region is lassoed by, and a county cut into vertical strips so that
// ZIP areas sharing one county each draw their part of it. Pure functions, no DOM.
export type Point = readonly [number, number];

/** Even-odd rule: a point inside a closed polygon (the last point joins the first). */
export function pointInPolygon([x, y]: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Signed area of a ring (shoelace); positive or negative by its winding. */
export function ringArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    sum += xj * yi - xi * yj;
  }
  return sum / 2;
}

/** The centre of mass of a ring; the mean of its points when it has no area. */
export function ringCentroid(ring: readonly Point[]): Point {
  const area = ringArea(ring);
  if (ring.length === 0) return [0, 0];
  if (Math.abs(area) < 1e-9) {
    const n = ring.length;
    return [ring.reduce((s, p) => s + p[0], 0) / n, ring.reduce((s, p) => s + p[1], 0) / n];
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    const cross = xj * yi - xi * yj;
    cx += (xj + xi) * cross;
    cy += (yj + yi) * cross;
  }
  return [cx / (6 * area), cy / (6 * area)];
}

/** The part of a ring with left ≤ x ≤ right (Sutherland–Hodgman against the strip's two sides). */
export function clipRingToStrip(ring: readonly Point[], left: number, right: number): Point[] {
  const clipSide = (points: readonly Point[], keep: (x: number) => boolean, edge: number): Point[] => {
    const out: Point[] = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i] as Point;
      const previous = points[(i + points.length - 1) % points.length] as Point;
      const crossing = (): Point => {
        const t = (edge - previous[0]) / (current[0] - previous[0]);
        return [edge, previous[1] + t * (current[1] - previous[1])];
      };
      if (keep(current[0])) {
        if (!keep(previous[0])) out.push(crossing());
        out.push(current);
      } else if (keep(previous[0])) out.push(crossing());
    }
    return out;
  };
  return clipSide(
    clipSide(ring, (x) => x >= left, left),
    (x) => x <= right,
    right,
  );
}

/** An SVG path of rings, one decimal. */
export function pathOf(rings: readonly (readonly Point[])[]): string {
  return rings
    .filter((ring) => ring.length > 2)
    .map((ring) => `M${ring.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}Z`)
    .join('');
}
