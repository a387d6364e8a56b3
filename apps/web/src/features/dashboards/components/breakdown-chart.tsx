// The dashboard's breakdown: one horizontal bar per member, largest on top. Where the breakdown
// cross-filters, a click on a bar (or arrow keys and Enter on the focused chart) chooses its member.
import { Box, Text } from '@mantine/core';
import type { DashboardData } from '@mti/contracts/dashboards/dashboards-api';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart.tsx';
import { formatAxisValue, formatDashboardValue } from '../format-dashboard-value.ts';
import { useKeyboardChoice } from '../keyboard-choice.ts';

export type BreakdownChartProps = {
  breakdown: DashboardData['breakdown'];
  height: number;
  /** A bar was chosen: its member's key. */
  onChoose?: (key: string) => void;
};

export function BreakdownChart({ breakdown, height, onChoose }: BreakdownChartProps) {
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
  const names = useMemo(() => breakdown.items.map((i) => i.name), [breakdown.items]);
  const choose = onChoose
    ? (name: string) => {
        const item = breakdown.items.find((i) => i.name === name);
        if (item) onChoose(item.key);
      }
    : undefined;
  const keys = useKeyboardChoice(names, choose);
  const chart = (
    <EChart
      option={option}
      height={height - (choose ? 20 : 0)}
      ariaLabel={`${breakdown.title}, bar chart`}
      onClick={choose ? (click) => click.name && choose(click.name) : undefined}
    />
  );
  if (!choose) return chart;
  const focused = keys.focused && breakdown.items.find((i) => i.name === keys.focused);
  return (
    <Box
      tabIndex={0}
      role="group"
      aria-label={`${breakdown.title}: arrow keys move between bars, Enter filters the dashboard to one`}
      onKeyDown={keys.onKeyDown}
      onBlur={keys.onBlur}
      style={{ cursor: 'pointer' }}
    >
      {chart}
      <Text size="xs" c="dimmed" h={20} aria-live="polite" data-testid="breakdown-focus" lineClamp={1}>
        {focused
          ? `${focused.name}: ${formatDashboardValue(focused.value, breakdown.format)}`
          : 'Click a bar to filter the other tiles'}
      </Text>
    </Box>
  );
}
