import { describe, expect, it } from 'vitest';
import { clipRingToStrip, type Point, pointInPolygon, ringArea, ringCentroid } from './plane-geometry.ts';

const square: Point[] = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];
// A "C" open to the right: its bounding box's middle (5, 5) lies in the gap, outside the shape.
const cShape: Point[] = [
  [0, 0],
  [10, 0],
  [10, 3],
  [3, 3],
  [3, 7],
  [10, 7],
  [10, 10],
  [0, 10],
];

describe('pointInPolygon', () => {
  it('tells inside from outside of a square', () => {
    expect(pointInPolygon([5, 5], square)).toBe(true);
    expect(pointInPolygon([11, 5], square)).toBe(false);
    expect(pointInPolygon([5, -1], square)).toBe(false);
  });

  it('follows a concave outline (a freehand lasso bends)', () => {
    expect(pointInPolygon([5, 5], cShape)).toBe(false);
    expect(pointInPolygon([1, 5], cShape)).toBe(true);
    expect(pointInPolygon([8, 1], cShape)).toBe(true);
    expect(pointInPolygon([8, 9], cShape)).toBe(true);
  });

  it('holds nothing when fewer than three points were drawn', () => {
    expect(pointInPolygon([0, 0], [])).toBe(false);
    expect(
      pointInPolygon(
        [1, 1],
        [
          [0, 0],
          [2, 2],
        ],
      ),
    ).toBe(false);
  });
});

describe('ringArea and ringCentroid', () => {
  it('gives the square its area and middle, whatever its winding', () => {
    expect(Math.abs(ringArea(square))).toBe(100);
    expect(ringCentroid(square)).toEqual([5, 5]);
    expect(ringCentroid([...square].reverse())).toEqual([5, 5]);
  });

  it('puts the centroid of a C inside its back, left of the gap', () => {
    const [x, y] = ringCentroid(cShape);
    expect(x).toBeLessThan(5);
    expect(y).toBeCloseTo(5);
  });

  it('falls back to the mean of the points for a flat ring', () => {
    expect(
      ringCentroid([
        [0, 0],
        [4, 0],
      ]),
    ).toEqual([2, 0]);
  });
});

describe('clipRingToStrip', () => {
  it('cuts a square into strips whose areas add up to the square', () => {
    const parts = [
      [0, 2.5],
      [2.5, 7.5],
      [7.5, 10],
    ].map(([l, r]) => Math.abs(ringArea(clipRingToStrip(square, l as number, r as number))));
    expect(parts).toEqual([25, 50, 25]);
  });

  it('keeps a ring wholly inside the strip and drops one wholly outside', () => {
    expect(Math.abs(ringArea(clipRingToStrip(square, -5, 15)))).toBe(100);
    expect(clipRingToStrip(square, 20, 30)).toEqual([]);
  });
});
