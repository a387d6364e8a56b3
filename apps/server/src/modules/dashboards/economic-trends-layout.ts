// The Economic Trends layout: the latest value of every leading indicator, the chosen indicator's
// history with its 12-month forecast and 80% band (indicator-forecast.ts), and each indicator's
// change on a year earlier.
import { addMonths, monthLabel, monthsBetween } from '@mti/contracts/common/month';
import type { DashboardData, DashboardKpi } from '@mti/contracts/dashboards/dashboards-api';
import { valuesBy } from './dashboard-analysis.ts';
import type { Frame } from './dashboard-filters.ts';
import { type DashboardSource, nullableRound, percentChange } from './dashboard-sums.ts';
import { FORECAST_HORIZON, FORECAST_METHOD, forecastIndicator } from './indicator-forecast.ts';

export async function economicTrends(source: DashboardSource, frame: Frame, first: string): Promise<DashboardData> {
  const indicators = frame.filters.find((f) => f.id === 'indicator')?.options ?? [];
  const chosen = frame.applied.indicator ?? indicators[0] ?? '';
  const applied = { ...frame.applied, indicator: chosen };
  const { from, to } = applied;
  // Every month from the first: the forecast reads the whole history up to `to`.
  const values = await valuesBy(
    source,
    ['indicator', 'month'],
    [{ field: 'value', aggregate: 'avg' }],
    { from: first, to },
    {},
  );
  const valueAt = (indicator: string, month: string) => values.get(`${indicator}|${month}`)?.[0] ?? null;
  const yoyOf = (indicator: string) => {
    const now = valueAt(indicator, to);
    const before = valueAt(indicator, addMonths(to, -12));
    return now === null || before === null ? null : nullableRound(percentChange(now, before));
  };
  const kpis: DashboardKpi[] = indicators.map((indicator, i) => {
    const change = yoyOf(indicator);
    return {
      id: `indicator_${i + 1}`,
      label: indicator,
      value: valueAt(indicator, to),
      text: null,
      format: 'decimal',
      note: `${monthLabel(to)}${change === null ? '' : ` · ${change > 0 ? '+' : ''}${change}% on a year earlier`}`,
    };
  });
  const history = monthsBetween(first, to).map((m) => valueAt(chosen, m) ?? 0);
  const forecast = forecastIndicator(history);
  const shown = monthsBetween(from, to);
  const ahead = forecast ? monthsBetween(addMonths(to, 1), addMonths(to, FORECAST_HORIZON)) : [];
  const months = [...shown, ...ahead];
  const none = shown.map(() => null);
  return {
    ...frame,
    applied,
    kpis,
    trend: {
      title: `${chosen}: history and 12-month forecast`,
      format: 'decimal',
      months,
      // The forecast is no analysis of the dataset: the analyzer would show the history only.
      analysis: null,
      series: [
        { name: 'Actual', values: [...shown.map((m) => valueAt(chosen, m)), ...ahead.map(() => null)] },
        ...(forecast ? [{ name: 'Forecast', values: [...none, ...forecast.point] }] : []),
      ],
      ...(forecast && ahead[0]
        ? {
            band: {
              name: '80% band',
              from: ahead[0],
              lower: [...none, ...forecast.lower],
              upper: [...none, ...forecast.upper],
              method: FORECAST_METHOD,
            },
          }
        : {}),
    },
    breakdown: {
      title: `Change on a year earlier, ${monthLabel(to)} (%)`,
      format: 'percent',
      items: indicators.map((name) => ({ name, key: name, value: yoyOf(name) ?? 0 })),
      // A change on a year earlier per indicator is no one analysis of the dataset, nor a filter.
      cross_filter: null,
      analysis: null,
    },
    map: null,
  };
}
