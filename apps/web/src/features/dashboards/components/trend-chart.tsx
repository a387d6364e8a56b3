// The dashboard's monthly trend: one line per series (orders, and a moving average where offered).
import { monthLabel } from '@mti/contracts/common/month';
import type { DashboardData } from '@mti/contracts/dashboards/dashboards-api';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart.tsx';
import { formatAxisValue, formatDashboardValue } from '../format-dashboard-value.ts';

export function TrendChart({ trend, height }: { trend: DashboardData['trend']; height: number }) {
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 16, top: trend.series.length > 1 ? 32 : 12, bottom: 8, containLabel: true },
      legend: trend.series.length > 1 ? { top: 0, left: 'center' } : undefined,
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: unknown) => (typeof v === 'number' ? formatDashboardValue(v, trend.format) : '—'),
      },
      xAxis: {
        type: 'category',
        data: trend.months.map((m) => monthLabel(m)),
        boundaryGap: false,
      },
      yAxis: {
        type: 'value',
        axisLabel: { formatter: (v: number) => formatAxisValue(v, trend.format) },
      },
      series: trend.series.map((s, i) => ({
        type: 'line',
        name: s.name,
        data: s.values,
        showSymbol: trend.months.length <= 24,
        smooth: i > 0,
        lineStyle: i > 0 ? { type: 'dashed', width: 2 } : { width: 2 },
        areaStyle: i === 0 && trend.series.length === 1 ? { opacity: 0.12 } : undefined,
      })),
    }),
    [trend],
  );
  const first = trend.months[0];
  const last = trend.months.at(-1);
  return (
    <EChart
      option={option}
      height={height}
      ariaLabel={`${trend.title}, line chart${first && last ? ` from ${monthLabel(first)} to ${monthLabel(last)}` : ''}`}
    />
  );
}
