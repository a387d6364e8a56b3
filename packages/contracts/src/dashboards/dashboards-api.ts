// Wire shapes of the embedded dashboards (spec §2 tableau/viewer/{app}, §3 Dashboard content, §7
// GET mti/getTableauContent/{detailId}) and of the dashboard data call that replaces the embedded
// Tableau server (added: POST /analytics/api/dashboards/data).
import { z } from 'zod';
import { monthKey } from '../analytics/analysis-definition.ts';
import { dashboardArrows, dashboardForecastBand } from './dashboard-extras.ts';
import { tileAnalysis } from './tile-analysis.ts';

/** Spec §9: the dashboard frame. */
export const DASHBOARD_FRAME = { width: 1000, height: 870 } as const;

export const DASHBOARD_MSG = {
  badDetailId: 'The dashboard id must be a number.',
  unknownDashboard: 'There is no such dashboard.',
  termsRequired: 'Accept the terms of this app on My MTApps before opening its dashboard.',
  badTicket: 'The dashboard link is not valid. Open the dashboard again from My MTApps.',
  ticketExpired: 'The dashboard session has ended. Open the dashboard again from My MTApps.',
  badFilter: 'Choose a value from the list.',
  filterNotOffered: 'This dashboard has no such filter.',
  periodOrder: 'The start month must not be after the end month.',
  periodOutside: 'Choose months within the data.',
} as const;

/** Codes of the 403s of getTableauContent and of the data call, for the page to tell them apart. */
export const DASHBOARD_CODES = {
  termsRequired: 'app_terms_required',
  badTicket: 'dashboard_ticket_invalid',
  ticketExpired: 'dashboard_ticket_expired',
} as const;

// GET mti/getTableauContent/{detailId}
export const tableauContentParams = z.object({
  detailId: z.string().regex(/^\d{1,9}$/, DASHBOARD_MSG.badDetailId),
});
/** `content` is a signed, short-lived dashboard ticket (decision 018): the page hands it to the data call. */
export const tableauContentResponse = z.object({ content: z.string() });
export type TableauContent = z.infer<typeof tableauContentResponse>;

// POST /analytics/api/dashboards/data
/** `state` is a cross-filter only: chosen on a dashboard's map, never offered as a list. */
export const DASHBOARD_MEMBER_FILTERS = ['region', 'state', 'category', 'industry', 'indicator'] as const;
export type DashboardMemberFilter = (typeof DASHBOARD_MEMBER_FILTERS)[number];

const member = z.string({ error: DASHBOARD_MSG.badFilter }).min(1, DASHBOARD_MSG.badFilter).max(200);
export const dashboardFilters = z
  .object({
    /** First and last month shown (YYYY-MM); left out: the dashboard's default period. */
    from: monthKey.optional(),
    to: monthKey.optional(),
    region: member.optional(),
    state: member.optional(),
    category: member.optional(),
    industry: member.optional(),
    indicator: member.optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.from && f.to && f.from > f.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: DASHBOARD_MSG.periodOrder });
    }
  });
export type DashboardFilters = z.infer<typeof dashboardFilters>;

export const dashboardDataBody = z.object({
  content: z.string().min(1, DASHBOARD_MSG.badTicket).max(500, DASHBOARD_MSG.badTicket),
  filters: dashboardFilters.default({}),
});
export type DashboardDataBody = z.input<typeof dashboardDataBody>;

/** percent: a change, shown with its sign; share: a part of a whole, without one. */
export const DASHBOARD_VALUE_FORMATS = ['currency', 'integer', 'percent', 'share', 'decimal', 'text'] as const;
export type DashboardValueFormat = (typeof DASHBOARD_VALUE_FORMATS)[number];

export const dashboardKpi = z.object({
  id: z.string(),
  label: z.string(),
  /** Percent values are in percent (4.2 = 4.2 %); null when the data cannot give one. */
  value: z.number().nullable(),
  /** The value of a 'text' KPI (a member's name). */
  text: z.string().nullable(),
  format: z.enum(DASHBOARD_VALUE_FORMATS),
  /** What the figure covers, e.g. 'Jan 2025 – Dec 2025'. */
  note: z.string(),
});
export type DashboardKpi = z.infer<typeof dashboardKpi>;

const numberFormat = z.enum(['currency', 'integer', 'percent', 'decimal']);
export type DashboardNumberFormat = z.infer<typeof numberFormat>;

export const dashboardData = z.object({
  detail_id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Synthetic figures: the page labels them as sample data. */
  sample: z.boolean(),
  /** The months the data holds. */
  period: z.object({ first: monthKey, last: monthKey }),
  /** The filters as applied, defaults filled in. */
  applied: z.object({
    from: monthKey,
    to: monthKey,
    region: z.string().nullable(),
    state: z.string().nullable(),
    category: z.string().nullable(),
    industry: z.string().nullable(),
    indicator: z.string().nullable(),
  }),
  /** The member filters this dashboard offers, with their choices (the period is always offered). */
  filters: z.array(z.object({ id: z.enum(DASHBOARD_MEMBER_FILTERS), label: z.string(), options: z.array(z.string()) })),
  kpis: z.array(dashboardKpi),
  trend: z.object({
    title: z.string(),
    format: numberFormat,
    months: z.array(monthKey),
    series: z.array(z.object({ name: z.string(), values: z.array(z.number().nullable()) })),
    /** A forecast's band over the same months (null before the forecast starts). */
    band: dashboardForecastBand.optional(),
    /** The analysis of the first series, to open in the analyzer; null when no analysis gives it. */
    analysis: tileAnalysis.nullable(),
  }),
  breakdown: z.object({
    title: z.string(),
    format: numberFormat,
    /** `key`: the member, for the cross-filter (a name and its key may differ). */
    items: z.array(z.object({ name: z.string(), key: z.string(), value: z.number() })),
    /** The filter a chosen bar sets on the other tiles (cross-filtering); null: bars choose nothing. */
    cross_filter: z.enum(DASHBOARD_MEMBER_FILTERS).nullable(),
    analysis: tileAnalysis.nullable(),
  }),
  /** Null: the dashboard's data has no states. */
  map: z
    .object({
      title: z.string(),
      format: numberFormat,
      /** States by full name, as the map labels them. */
      values: z.array(z.object({ name: z.string(), key: z.string(), value: z.number().nullable() })),
      analysis: tileAnalysis.nullable(),
    })
    .nullable(),
  /** The arrow indicators of a dashboard that has them (Advanced Workholding). */
  arrows: dashboardArrows.optional(),
});
export type DashboardData = z.infer<typeof dashboardData>;
