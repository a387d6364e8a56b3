// The parts only some dashboards have: the arrow indicators of Advanced Workholding (rule in
// workholding/arrow-indicator.ts) and the forecast band of Economic Trends.
import { z } from 'zod';
import { monthKey } from '../analytics/analysis-definition.ts';

export const dashboardForecastBand = z.object({
  /** e.g. '80% band'. */
  name: z.string(),
  /** The first forecast month. */
  from: monthKey,
  lower: z.array(z.number().nullable()),
  upper: z.array(z.number().nullable()),
  /** How the forecast and its band were made, in one sentence. */
  method: z.string(),
});
export type DashboardForecastBand = z.infer<typeof dashboardForecastBand>;

const arrow = z.object({
  /** The moving total compared with. */
  prior: z.number(),
  /** In percent, one decimal; null without a prior total. */
  change: z.number().nullable(),
  direction: z.enum(['up', 'level', 'down']).nullable(),
});
export type DashboardArrow = z.infer<typeof arrow>;

export const dashboardArrows = z.object({
  title: z.string(),
  /** The months of the moving total, e.g. 'Aug – Oct 2026'. */
  window: z.string(),
  /** The help page that explains the rule. */
  helpPath: z.string(),
  rows: z.array(
    z.object({
      name: z.string(),
      /** Orders value (USD) of the latest three months. */
      current: z.number(),
      /** Against the three months ending one month earlier. */
      mom: arrow,
      /** Against the same three months a year earlier. */
      yoy: arrow,
      /** Set when the group shows no arrows: fewer than three participants in a month of the window. */
      confidential: z.boolean(),
    }),
  ),
});
export type DashboardArrows = z.infer<typeof dashboardArrows>;
