import { describe, expect, it } from 'vitest';
import { type MyDashboardTile, movedIndex, myDashboardFile, tileQuery } from './my-dashboard-file.ts';

describe('a personal dashboard', () => {
  it('moves tiles one step on a two-column grid, not past its edges', () => {
    expect(movedIndex(0, 3, 'right')).toBe(1);
    expect(movedIndex(1, 3, 'right')).toBeNull();
    expect(movedIndex(2, 3, 'up')).toBe(0);
    expect(movedIndex(1, 3, 'down')).toBeNull();
    expect(movedIndex(0, 3, 'left')).toBeNull();
  });

  it("lays the dashboard's period and member filters over a tile's own, where its dataset has them", () => {
    const file = myDashboardFile.parse({
      version: 1,
      title: 'D',
      filters: {
        period: { from: '2024-01', to: '2024-06' },
        members: [
          { dimension: 'region', values: ['West'] },
          { dimension: 'county', values: ['39035'] },
        ],
      },
      tiles: [
        {
          id: 't',
          title: 'T',
          analysis: {
            version: 1,
            dataset: 'usmto-orders',
            rows: ['state'],
            measures: [{ id: 'v', field: 'value_usd', aggregate: 'sum' }],
            filters: {
              period: { from: '2020-01', to: '2020-12' },
              members: [
                { dimension: 'region', values: ['Northeast'] },
                { dimension: 'category', values: ['Metal cutting'] },
              ],
            },
          },
        },
      ],
    });
    const query = tileQuery(file.tiles[0] as MyDashboardTile, file.filters, ['region', 'state', 'category']);
    expect(query.filters).toEqual({
      period: { from: '2024-01', to: '2024-06' },
      members: [
        { dimension: 'category', values: ['Metal cutting'], exclude: false },
        { dimension: 'region', values: ['West'], exclude: false },
      ],
    });
  });
});
