// ZIP areas drawn from the counties: every ZIP area of a state gets a visible piece, a county
// shared by several is cut into strips by their shares, and each ZIP area has one lasso point.
import type { Geography } from '@mti/contracts/territory-wizard/territory-regions';
import { describe, expect, it } from 'vitest';
import { type Point, pointInPolygon } from './plane-geometry.ts';
import { zipAreaShapes } from './zip-area-shapes.ts';

const square = (x: number, y: number, size: number): Point[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
];

describe('zipAreaShapes', () => {
  it('cuts the one county of DC into five equal strips, one per ZIP area, west to east', () => {
    const geography: Geography = { counties: new Map([['11001', { fips: '11001', name: 'District of Columbia' }]]) };
    const shapes = zipAreaShapes(geography, new Map([['11001', [square(0, 0, 100)]]]));
    expect(shapes.map((s) => s.id)).toEqual(['200', '202', '203', '204', '205']);
    expect(shapes.every((s) => s.county === '11001')).toBe(true);
    // Each strip's lasso point lies in its own fifth of the county.
    expect(shapes.map((s) => Math.round(s.cx))).toEqual([10, 30, 50, 70, 90]);
    expect(shapes.map((s) => s.d.startsWith('M'))).toEqual([true, true, true, true, true]);
  });

  it('draws a ZIP area holding whole counties as those counties, with one lasso point inside one', () => {
    // Rhode Island: five counties, two prefixes (028, 029): five slots, 028 takes three counties and 029 two.
    const fips = ['44001', '44003', '44005', '44007', '44009'];
    const geography: Geography = { counties: new Map(fips.map((f) => [f, { fips: f, name: f }])) };
    const rings = new Map(fips.map((f, i) => [f, [square(i * 10, 0, 10)]]));
    const shapes = zipAreaShapes(geography, rings);
    const of = (zip: string) => shapes.filter((s) => s.id === zip);
    expect(of('028').map((s) => s.county)).toEqual(['44001', '44003', '44005']);
    expect(of('029').map((s) => s.county)).toEqual(['44007', '44009']);
    for (const zip of ['028', '029']) {
      const points = new Set(of(zip).map((s) => `${s.cx},${s.cy}`));
      expect(points.size).toBe(1);
      const [first] = of(zip);
      const inside = fips.some((f) => pointInPolygon([first?.cx ?? -1, first?.cy ?? -1], rings.get(f)?.[0] ?? []));
      expect(inside).toBe(true);
    }
  });
});
