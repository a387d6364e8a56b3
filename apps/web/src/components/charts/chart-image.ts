// A chart as the image export sees it: its drawing as one standalone SVG document and the size it
// is drawn at (the PNG is rasterised from the SVG at twice that size), made when asked. ECharts
// charts hand theirs over from the instance; the maps compose theirs from the drawing on screen
// (map-image.ts), which takes a moment: the image carries the app's font (export-font.ts).
import type { ChartInstance } from './echart.tsx';

export type ChartDrawing = { svg: string; width: number; height: number };

export type ChartImage = { render: () => Promise<ChartDrawing> };

export function echartsImage(instance: ChartInstance): ChartImage {
  return {
    render: async () => ({
      svg: instance.renderToSVGString(),
      width: instance.getWidth(),
      height: instance.getHeight(),
    }),
  };
}
