// What a personal dashboard (.xdashboard in My Files) holds: its tiles, each a pinned analysis on a
// two-column grid in reading order, and the filters shared by its tiles. The page and the server
// check it with the same messages; the tiles' figures come from the analyzer's own query.
import { z } from 'zod';
import {
  type AnalysisDefinitionInput,
  analysisDefinition,
  memberFilter,
  monthKey,
} from '../analytics/analysis-definition.ts';

export const MY_DASHBOARD_EXTENSION = '.xdashboard';
export const MY_DASHBOARD_VERSION = 1;
/** Tiles sit on a grid this many columns wide, filled row by row. */
export const MY_DASHBOARD_COLUMNS = 2;
export const MAX_TILES = 12;

export const MY_DASHBOARD_MSG = {
  titleBlank: 'Name the dashboard.',
  titleTooLong: 'A dashboard name can be at most 100 characters long.',
  tileTitleBlank: 'Name the tile.',
  tooManyTiles: `A dashboard can hold at most ${MAX_TILES} tiles.`,
  tileTwice: 'Each tile needs its own id.',
  periodOrder: 'The start month must not be after the end month.',
  notFound: 'There is no such dashboard.',
  unreadable: 'This dashboard cannot be read.',
} as const;

export const myDashboardTile = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  title: z.string().trim().min(1, MY_DASHBOARD_MSG.tileTitleBlank).max(200, MY_DASHBOARD_MSG.titleTooLong),
  /** The pinned analysis, as saved: the dashboard's filters are laid over it when it runs. */
  analysis: analysisDefinition,
});
export type MyDashboardTile = z.infer<typeof myDashboardTile>;

export const myDashboardFilters = z
  .object({
    period: z.object({ from: monthKey.optional(), to: monthKey.optional() }).default({}),
    /** Applied to the tiles whose dataset has the dimension; the others ignore it. */
    members: z.array(memberFilter).max(10).default([]),
  })
  .superRefine((f, ctx) => {
    if (f.period.from && f.period.to && f.period.from > f.period.to) {
      ctx.addIssue({ code: 'custom', path: ['period', 'from'], message: MY_DASHBOARD_MSG.periodOrder });
    }
  });
export type MyDashboardFilters = z.infer<typeof myDashboardFilters>;

export const myDashboardFile = z
  .object({
    version: z.literal(MY_DASHBOARD_VERSION),
    title: z.string().trim().min(1, MY_DASHBOARD_MSG.titleBlank).max(100, MY_DASHBOARD_MSG.titleTooLong),
    filters: myDashboardFilters.default({ period: {}, members: [] }),
    tiles: z.array(myDashboardTile).max(MAX_TILES, MY_DASHBOARD_MSG.tooManyTiles),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    d.tiles.forEach((tile, i) => {
      if (seen.has(tile.id))
        ctx.addIssue({ code: 'custom', path: ['tiles', i, 'id'], message: MY_DASHBOARD_MSG.tileTwice });
      seen.add(tile.id);
    });
  });
export type MyDashboardFile = z.infer<typeof myDashboardFile>;
export type MyDashboardFileInput = z.input<typeof myDashboardFile>;

/**
 * A tile's analysis under the dashboard's filters: the dashboard's period replaces the tile's, and
 * a dashboard member filter on a dimension replaces the tile's own on it. `dimensions` are those
 * of the tile's dataset: a filter on a dimension the dataset lacks is left out.
 */
export function tileQuery(
  tile: MyDashboardTile,
  filters: MyDashboardFilters,
  dimensions: readonly string[],
): AnalysisDefinitionInput {
  const shared = filters.members.filter((m) => dimensions.includes(m.dimension));
  const sharedIds = new Set(shared.map((m) => m.dimension));
  const hasPeriod = Boolean(filters.period.from || filters.period.to);
  const { period, members } = tile.analysis.filters;
  return {
    ...tile.analysis,
    filters: {
      ...(hasPeriod ? { period: filters.period } : period ? { period } : {}),
      members: [...members.filter((m) => !sharedIds.has(m.dimension)), ...shared],
    },
  };
}

/** A new tile's id: one past the highest `tile-N` of the dashboard. */
export function nextTileId(tiles: readonly { id: string }[]): string {
  return `tile-${Math.max(0, ...tiles.map((t) => Number(t.id.replace(/^tile-/, '')) || 0)) + 1}`;
}

/** Where a tile goes when moved one step on the grid: the index it swaps with, or null at an edge. */
export function movedIndex(index: number, count: number, direction: 'up' | 'down' | 'left' | 'right'): number | null {
  const column = index % MY_DASHBOARD_COLUMNS;
  const to = {
    up: index - MY_DASHBOARD_COLUMNS,
    down: index + MY_DASHBOARD_COLUMNS,
    left: column > 0 ? index - 1 : -1,
    right: column < MY_DASHBOARD_COLUMNS - 1 ? index + 1 : -1,
  }[direction];
  return to >= 0 && to < count ? to : null;
}

/** The tiles with the one at `from` moved to `to` (a drop), or swapped with it (a keyboard move). */
export function moveTile<T>(tiles: readonly T[], from: number, to: number, how: 'swap' | 'insert'): T[] {
  const next = [...tiles];
  const moving = next[from];
  const other = next[to];
  if (moving === undefined || other === undefined) return next;
  if (how === 'swap') {
    next[from] = other;
    next[to] = moving;
    return next;
  }
  next.splice(from, 1);
  next.splice(to, 0, moving);
  return next;
}

// The API of My dashboards (added: /analytics/api/my-dashboards).
export const myDashboardSummary = z.object({
  id: z.string(),
  /** Without the extension. */
  name: z.string(),
  path: z.string().nullable(),
  modified: z.string(),
});
export type MyDashboardSummary = z.infer<typeof myDashboardSummary>;
export const myDashboardList = z.object({ files: z.array(myDashboardSummary) });
export const myDashboardIdParams = z.object({ id: z.string().uuid(MY_DASHBOARD_MSG.notFound) });
export const createMyDashboardBody = z.object({
  file_name: z.string().max(100, MY_DASHBOARD_MSG.titleTooLong),
  overwrite: z.boolean().default(false),
  content: myDashboardFile,
});
export const saveMyDashboardBody = z.object({ content: myDashboardFile });
export const myDashboardResponse = z.object({ file: myDashboardSummary, content: myDashboardFile });
export type MyDashboardResponse = z.infer<typeof myDashboardResponse>;
/** The caller's own saved analyses (.xanalyzer), to pin as tiles. */
export const pinnableAnalyses = z.object({
  analyses: z.array(z.object({ id: z.string(), name: z.string(), analysis: analysisDefinition })),
});
export type PinnableAnalyses = z.infer<typeof pinnableAnalyses>;
/** POST /analytics/api/my-dashboards/{id}/tiles: pin an analysis (from the analyzer) as a new last tile. */
export const pinTileBody = myDashboardTile.pick({ title: true, analysis: true });
export type PinTileBody = z.input<typeof pinTileBody>;
