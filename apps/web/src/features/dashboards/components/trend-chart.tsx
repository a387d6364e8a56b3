// The dashboard's monthly trend: one line per series (orders, and a moving average where offered).
import { monthLabel } from '@mti/contracts/common/month';
import type { DashboardData } from '@mti/contracts/dashboards/dashboards-api';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart.tsx';
import { formatAxisValue, formatDashboardValue } from '../format-dashboard-value.ts';

/** The forecast band: its low edge, invisible, and the band's width stacked on it, shaded. */
function bandSeries(band: DashboardData['trend']['band']) {
  if (!band) return [];
  const width = band.upper.map((u, i) => {
    const low = band.lower[i];
    return u === null || low === null || low === undefined ? null : u - low;
  });
  const edge = {
    type: 'line',
    stack: 'band',
    symbol: 'none',
    silent: true,
    lineStyle: { opacity: 0 },
    tooltip: { show: false },
  };
  return [
    { ...edge, name: `${band.name} (low)`, data: band.lower },
    { ...edge, name: band.name, data: width, areaStyle: { opacity: 0.22, color: '#2f6f9f' } },
  ];
}

export function TrendChart({ trend, height }: { trend: DashboardData['trend']; height: number }) {
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 16, top: trend.series.length > 1 ? 32 : 12, bottom: 8, containLabel: true },
      legend:
        trend.series.length > 1
          ? {
              top: 0,
              left: 'center',
              data: [...trend.series.map((s) => s.name), ...(trend.band ? [trend.band.name] : [])],
            }
          : undefined,
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
      series: [
        ...trend.series.map((s, i) => ({
          type: 'line',
          name: s.name,
          data: s.values,
          showSymbol: trend.months.length <= 24,
          smooth: i > 0 && !trend.band,
          lineStyle: i > 0 ? { type: 'dashed', width: 2 } : { width: 2 },
          areaStyle: i === 0 && trend.series.length === 1 ? { opacity: 0.12 } : undefined,
        })),
        ...bandSeries(trend.band),
      ],
    }),
    [trend],
  );
  const first = trend.months[0];
  const last = trend.months.at(-1);
  return (
    <EChart
      option={option}
      height={height}
      ariaLabel={`${trend.title}, line chart${first && last ? ` from ${monthLabel(first)} to ${monthLabel(last)}` : ''}${
        trend.band ? `, with the forecast's ${trend.band.name} from ${monthLabel(trend.band.from)}` : ''
      }`}
    />
  );
}
