// The browser side of bench/map-render.mjs: the portal's own ECharts build and choropleth option,
// drawing the U.S. counties map (3,000+ areas). window.renderMap times one render from the moment
// the data is there (setOption) until ECharts has finished and the browser has painted.
import { choroplethOption } from '../../apps/web/src/components/charts/choropleth-option.ts';
import { echarts } from '../../apps/web/src/components/charts/echarts-setup.ts';
import { abbreviateValue } from '../../apps/web/src/components/charts/map-scale.ts';
import { loadUsCounties, US_COUNTIES_MAP } from '../../apps/web/src/components/charts/us-counties-geo.ts';
import { planeProjection } from '../../apps/web/src/components/charts/us-states-geo.ts';

type Kind = 'empty chart' | 'county map, no data' | 'county map, all counties';

const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

async function renderMap(kind: Kind): Promise<{ ms: number; areas: number; paths: number }> {
  const counties = await loadUsCounties();
  // biome-ignore lint/suspicious/noExplicitAny: ECharts' GeoJSON type is narrower than the standard one
  if (!echarts.getMap(US_COUNTIES_MAP)) echarts.registerMap(US_COUNTIES_MAP, counties as any);
  // Sample figures from a fixed formula (deterministic): one per county.
  const values = counties.features.map((f, i) => ({
    name: String(f.properties?.name),
    value: kind === 'county map, all counties' ? ((i * 7919) % 10007) * 1000 : null,
  }));
  const box = document.createElement('div');
  box.style.cssText = 'width:975px;height:610px';
  document.body.replaceChildren(box);
  const chart = echarts.init(box, 'mti-light', { renderer: 'svg' });
  const option =
    kind === 'empty chart'
      ? {}
      : choroplethOption({
          map: US_COUNTIES_MAP,
          values,
          projection: planeProjection,
          formatLegend: (v) => abbreviateValue(v, 'currency'),
        });
  const finished = new Promise<void>((resolve) => chart.on('finished', () => resolve()));
  const start = performance.now();
  chart.setOption({ animation: false, ...option });
  await Promise.race([finished, painted()]);
  await painted();
  const ms = performance.now() - start;
  const paths = box.querySelectorAll('path').length;
  chart.dispose();
  return { ms, areas: counties.features.length, paths };
}

(window as unknown as { renderMap: typeof renderMap }).renderMap = renderMap;
