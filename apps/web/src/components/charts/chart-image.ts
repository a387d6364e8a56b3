// A chart as the image export sees it: its drawing as one standalone SVG document and the size it
// is drawn at (the PNG is rasterised from the SVG at twice that size). ECharts charts hand theirs
// over from the instance; the maps compose theirs from the drawing on screen (map-image.ts).
import type { ChartInstance } from './echart.tsx';

export type ChartImage = { svg: () => string; width: () => number; height: () => number };

export function echartsImage(instance: ChartInstance): ChartImage {
  return {
    svg: () => instance.renderToSVGString(),
    width: () => instance.getWidth(),
    height: () => instance.getHeight(),
  };
}
