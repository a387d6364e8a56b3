// A chart as the image export sees it: its drawing as one standalone SVG document and the size it
// is drawn at (the PNG is rasterised from the SVG at twice that size), made when asked. ECharts
// charts hand theirs over from the instance; the maps compose theirs from the drawing on screen
// (map-image.ts). Either carries the app's font (export-font.ts), which takes a moment.
import type { ChartInstance } from './echart.tsx';
import { exportFontFace } from './export-font.ts';

export type ChartDrawing = { svg: string; width: number; height: number };

export type ChartImage = { render: () => Promise<ChartDrawing> };

/** The SVG document with the font rule first inside its root element (no rule: as it was). */
export function withFontFace(svg: string, fontFace: string): string {
  const rootEnd = svg.indexOf('>', svg.indexOf('<svg'));
  if (!fontFace || rootEnd < 0) return svg;
  return `${svg.slice(0, rootEnd + 1)}<defs><style>${fontFace}</style></defs>${svg.slice(rootEnd + 1)}`;
}

export function echartsImage(instance: ChartInstance): ChartImage {
  return {
    render: async () => {
      // Drawn first: the chart may change while the font is read.
      const svg = instance.renderToSVGString();
      const width = instance.getWidth();
      const height = instance.getHeight();
      return { svg: withFontFace(svg, await exportFontFace()), width, height };
    },
  };
}
