// The dashboard's breakdown: one horizontal bar per member, largest on top.
import type { DashboardData } from '@mti/contracts/dashboards/dashboards-api';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart.tsx';
import { formatAxisValue, formatDashboardValue } from '../format-dashboard-value.ts';

export function BreakdownChart({ breakdown, height }: { breakdown: DashboardData['breakdown']; height: number }) {
  const option = useMemo(() => {
    // ECharts draws the first category at the bottom: reversed, the largest comes first.
    const items = [...breakdown.items].reverse();
    return {
      grid: { left: 8, right: 56, top: 4, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v: unknown) => (typeof v === 'number' ? formatDashboardValue(v, breakdown.format) : '—'),
      },
      xAxis: {
        type: 'value',
        axisLabel: { formatter: (v: number) => formatAxisValue(v, breakdown.format), hideOverlap: true },
      },
      yAxis: {
        type: 'category',
        data: items.map((i) => i.name),
        axisLabel: { width: 150, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          name: breakdown.title,
          data: items.map((i) => i.value),
          barMaxWidth: 22,
          label: {
            show: true,
            position: 'right',
            textBorderWidth: 0,
            formatter: (p: { value: number }) => formatAxisValue(p.value, breakdown.format),
          },
        },
      ],
    };
  }, [breakdown]);
  return <EChart option={option} height={height} ariaLabel={`${breakdown.title}, bar chart`} />;
}
