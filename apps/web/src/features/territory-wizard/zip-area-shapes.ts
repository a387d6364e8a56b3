// ZIP areas on the map, derived from the counties (no geometry file of their own): a ZIP area is
// drawn as the counties it holds in full, and as a vertical strip of a county it shares with other
// ZIP areas, the strip's width its share of the county (the weights of zipAreaWeights, decision
// 041) and the strips in prefix order from west to east. Sample geography, like the figures.
import { countiesOfState, type Geography, zipAreaWeights } from '@mti/contracts/territory-wizard/territory-regions';
import { US_STATES } from '@mti/contracts/territory-wizard/us-states';
import type { Shape } from './map-shape.ts';
import { clipRingToStrip, type Point, pathOf, ringArea, ringCentroid } from './plane-geometry.ts';

type Piece = { zip3: string; county: string; rings: Point[][] };

function boundsOf(rings: readonly (readonly Point[])[]): [number, number] {
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  for (const ring of rings)
    for (const [x] of ring) {
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  return [left, right];
}

/** The pieces of one county: whole for one ZIP area, else one strip per ZIP area by its share. */
function piecesOfCounty(county: string, rings: Point[][], shares: readonly [string, number][]): Piece[] {
  if (shares.length === 1) return [{ zip3: (shares[0] as [string, number])[0], county, rings }];
  const [left, right] = boundsOf(rings);
  const width = right - left;
  let from = left;
  return shares.map(([zip3, share], k) => {
    // The last strip runs to the county's edge, whatever rounding left over.
    const to = k === shares.length - 1 ? right + 1 : from + share * width;
    const piece = { zip3, county, rings: rings.map((r) => clipRingToStrip(r, from, to)).filter((r) => r.length > 2) };
    from = to;
    return piece;
  });
}

/** Every ZIP area's pieces, each carrying the ZIP area's lasso point (its largest piece's centroid). */
export function zipAreaShapes(geography: Geography, countyRings: ReadonlyMap<string, Point[][]>): Shape[] {
  const pieces: Piece[] = [];
  for (const state of US_STATES) {
    const weights = zipAreaWeights(state, countiesOfState(geography, state));
    const sharesOfCounty = new Map<string, [string, number][]>();
    for (const [zip3, counties] of weights)
      for (const [county, weight] of counties) {
        const list = sharesOfCounty.get(county) ?? [];
        list.push([zip3, weight]);
        sharesOfCounty.set(county, list);
      }
    for (const [county, shares] of sharesOfCounty)
      pieces.push(...piecesOfCounty(county, countyRings.get(county) ?? [], shares));
  }
  const largest = new Map<string, Point[]>();
  for (const p of pieces)
    for (const ring of p.rings) {
      const best = largest.get(p.zip3);
      if (!best || Math.abs(ringArea(ring)) > Math.abs(ringArea(best))) largest.set(p.zip3, ring);
    }
  return pieces
    .filter((p) => p.rings.length > 0)
    .map((p) => {
      const [cx, cy] = ringCentroid(largest.get(p.zip3) ?? []);
      return { id: p.zip3, name: `ZIP area ${p.zip3}`, d: pathOf(p.rings), cx, cy, county: p.county };
    });
}
