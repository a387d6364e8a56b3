// The browser side of bench/map-render.mjs: the portal's own county map (the plain-SVG drawing of
// us-analysis-map at county level, React as the app mounts it) drawing the U.S. counties (3,000+
// areas), and for comparison the ECharts choropleth that drew them before (decision 090).
// window.renderMap times one render from the moment the data is there until the browser has painted.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { mapPalettes } from '../../apps/web/src/components/charts/chart-theme.ts';
import { choroplethOption } from '../../apps/web/src/components/charts/choropleth-option.ts';
import { CountyMapDrawing } from '../../apps/web/src/components/charts/county-map-drawing.tsx';
import { loadCountyShapes } from '../../apps/web/src/components/charts/county-shapes.ts';
import { echarts } from '../../apps/web/src/components/charts/echarts-setup.ts';
import { abbreviateValue } from '../../apps/web/src/components/charts/map-scale.ts';
import { loadUsCounties, US_COUNTIES_MAP } from '../../apps/web/src/components/charts/us-counties-geo.ts';
import { planeProjection } from '../../apps/web/src/components/charts/us-states-geo.ts';

type Kind = 'empty render' | 'county map, no data' | 'county map, all counties' | 'ECharts county map (before)';

const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

async function renderEcharts(box: HTMLDivElement, values: { name: string; value: number | null }[]) {
  const counties = await loadUsCounties();
  // biome-ignore lint/suspicious/noExplicitAny: ECharts' GeoJSON type is narrower than the standard one
  if (!echarts.getMap(US_COUNTIES_MAP)) echarts.registerMap(US_COUNTIES_MAP, counties as any);
  const chart = echarts.init(box, 'mti-light', { renderer: 'svg' });
  const start = performance.now();
  chart.setOption({
    animation: false,
    ...choroplethOption({
      map: US_COUNTIES_MAP,
      values,
      projection: planeProjection,
      formatLegend: (v) => abbreviateValue(v, 'currency'),
    }),
  });
  await painted();
  const ms = performance.now() - start;
  return { ms, dispose: () => chart.dispose() };
}

async function renderMap(kind: Kind): Promise<{ ms: number; areas: number; paths: number }> {
  const shapes = await loadCountyShapes();
  // Sample figures from a fixed formula (deterministic): one per county.
  const values = shapes.map((s, i) => ({
    name: s.fips,
    value: kind === 'county map, no data' ? null : ((i * 7919) % 10007) * 1000,
  }));
  const box = document.createElement('div');
  box.style.cssText = 'width:975px;height:610px';
  document.body.replaceChildren(box);
  await painted();
  if (kind === 'ECharts county map (before)') {
    const { ms, dispose } = await renderEcharts(box, values);
    const paths = box.querySelectorAll('path').length;
    dispose();
    return { ms, areas: shapes.length, paths };
  }
  const root = createRoot(box);
  const start = performance.now();
  flushSync(() =>
    root.render(
      createElement(CountyMapDrawing, {
        shapes: kind === 'empty render' ? [] : shapes,
        values: kind === 'empty render' ? [] : values,
        frame: null,
        formatValue: (v: number) => `$${v.toLocaleString('en-US')}`,
        formatLegend: (v: number) => abbreviateValue(v, 'currency'),
        ariaLabel: 'Map of Value by county',
        description: 'Sample figures.',
        height: 610,
        onChoose: () => {},
        palette: mapPalettes.light,
      }),
    ),
  );
  await painted();
  const ms = performance.now() - start;
  const paths = box.querySelectorAll('path').length;
  root.unmount();
  return { ms, areas: shapes.length, paths };
}

(window as unknown as { renderMap: typeof renderMap }).renderMap = renderMap;
