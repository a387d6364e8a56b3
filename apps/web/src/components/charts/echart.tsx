// One ECharts chart in a React component: loads ECharts on first use, follows the colour scheme,
// resizes with its box and disposes itself. Charts render as SVG, so their text is in the DOM.
import { Alert, Center, Loader, useComputedColorScheme } from '@mantine/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

type EchartsModule = typeof import('./echarts-setup.ts');
export type ChartInstance = ReturnType<EchartsModule['echarts']['init']>;

/** What a click on a bar, point or map area reports. */
export type ChartClick = { name: string; seriesName?: string; value: unknown; dataIndex: number };

export type EChartProps = {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (ECharts adds a generated description too). */
  ariaLabel: string;
  /** Replaces ECharts' generated description after the label (a map's own reads "NaN" for every region without a figure). */
  description?: string;
  height?: number | string;
  onClick?: (click: ChartClick) => void;
  /** The pointer entered a bar, point or map area (a map's demographics on hover). */
  onHover?: (hover: ChartClick) => void;
  /** Runs before the option is set, once ECharts is loaded (e.g. to register a map). */
  prepare?: (echarts: EchartsModule['echarts']) => Promise<void> | void;
  /** The live chart (null once disposed), e.g. to export it as an image. */
  onInstance?: (chart: ChartInstance | null) => void;
};

let loading: Promise<EchartsModule> | null = null;
export const loadEcharts = () => {
  loading ??= import('./echarts-setup.ts');
  return loading;
};

function chartEvent(params: unknown): ChartClick {
  const p = params as { name?: string; seriesName?: string; value?: unknown; dataIndex?: number };
  return { name: p.name ?? '', seriesName: p.seriesName, value: p.value, dataIndex: p.dataIndex ?? -1 };
}

export function EChart({
  option,
  ariaLabel,
  description,
  height = 360,
  onClick,
  onHover,
  prepare,
  onInstance,
}: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const clickHandler = useRef(onClick);
  clickHandler.current = onClick;
  const hoverHandler = useRef(onHover);
  hoverHandler.current = onHover;
  const prepareChart = useRef(prepare);
  prepareChart.current = prepare;
  const instanceHandler = useRef(onInstance);
  instanceHandler.current = onInstance;
  const scheme = useComputedColorScheme('light');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The live instance as state too: a colour-scheme change makes a new one, which must get the
  // option again even when React batches 'loading' and 'ready' into one render.
  const [live, setLive] = useState<ChartInstance | null>(null);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    setState('loading');
    (async () => {
      const { echarts } = await loadEcharts();
      await prepareChart.current?.(echarts);
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current, scheme === 'dark' ? 'mti-dark' : 'mti-light', { renderer: 'svg' });
      instance.on('click', (params) => clickHandler.current?.(chartEvent(params)));
      instance.on('mouseover', (params) => hoverHandler.current?.(chartEvent(params)));
      chart.current = instance;
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(box.current);
      setLive(instance);
      setState('ready');
    })().catch(() => {
      if (!disposed) setState('failed');
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
      setLive(null);
    };
    // The theme is fixed at init: a scheme change makes a new chart.
  }, [scheme]);

  useEffect(() => {
    if (!live || live.isDisposed()) return;
    // ECharts writes its generated description over the box's aria-label: it starts with ours.
    const general = { withTitle: `${ariaLabel}. `, withoutTitle: `${ariaLabel}. ` };
    const label = description ? { description: `${ariaLabel}. ${description}` } : { general };
    live.setOption({ aria: { enabled: true, label }, ...option }, { notMerge: true });
  }, [option, live, ariaLabel, description]);

  useEffect(() => {
    instanceHandler.current?.(live);
  }, [live]);

  return (
    <div style={{ position: 'relative', width: '100%', height }}>
      <div ref={box} role="img" aria-label={ariaLabel} style={{ width: '100%', height: '100%' }} />
      {state === 'loading' && (
        <Center pos="absolute" inset={0}>
          <Loader role="status" size="sm" aria-label="Loading the chart" />
        </Center>
      )}
      {state === 'failed' && (
        <Center pos="absolute" inset={0}>
          <Alert color="red" variant="outline" title="The chart could not be drawn">
            Reload the page to try again; the table view still shows the figures.
          </Alert>
        </Center>
      )}
    </div>
  );
}
