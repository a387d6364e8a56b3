import { describe, expect, it } from 'vitest';
import { loadUsStates } from './us-states-geo.ts';

describe('the U.S. states map', () => {
  it('has one area per state and DC, named as the datasets label states', async () => {
    const states = await loadUsStates();
    const names = states.features.map((f) => f.properties?.name as string);
    expect(names).toEqual(expect.arrayContaining(['California', 'Texas', 'District of Columbia', 'Alaska', 'Hawaii']));
    expect(new Set(names).size).toBeGreaterThanOrEqual(51);
  });

  it('is in plane coordinates with y pointing down (Alaska drawn bottom-left, Maine top-right)', async () => {
    const states = await loadUsStates();
    const firstPoint = (name: string) => {
      const geometry = states.features.find((f) => f.properties?.name === name)?.geometry;
      if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) throw new Error(name);
      const ring = geometry.type === 'Polygon' ? geometry.coordinates[0] : geometry.coordinates[0]?.[0];
      return ring?.[0] as [number, number];
    };
    const [alaskaX, alaskaY] = firstPoint('Alaska');
    const [maineX, maineY] = firstPoint('Maine');
    expect(alaskaX).toBeLessThan(maineX);
    expect(alaskaY).toBeGreaterThan(maineY);
  });
});
