// The analysis map as an image (PNG and SVG export): the drawing on screen — the county map's plain
// SVG, or ECharts' SVG of the states — copied into one SVG document under the chart's title and the
// caption (measure and filters), with the colour legend below, on the page's colour. Everything is
// styled inline: no page stylesheet reaches a downloaded file or the <img> the PNG is drawn from.
import type { ChartImage } from './chart-image.ts';
import type { MapPalette } from './chart-theme.ts';

export type MapImageParts = {
  /** The drawing as it is on screen, or null while it is not drawn. */
  drawing: () => SVGSVGElement | null;
  title: string;
  caption: string;
  /** The scale's ends as the legend writes them; null when the drawing holds its own legend (ECharts). */
  legend: { min: string; max: string } | null;
  palette: MapPalette;
};

const FONT = 'Inter Variable, system-ui, sans-serif';
/** Baselines of the title and the caption, and where the drawing starts. */
const TITLE_Y = 24;
const CAPTION_Y = 46;
const DRAWING_Y = 58;
const LEGEND_HEIGHT = 36;
const BOTTOM = 8;
const SVG_NS = 'http://www.w3.org/2000/svg';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Layout = { drawing: SVGSVGElement; width: number; drawingHeight: number; height: number };

function layoutOf(parts: MapImageParts): Layout {
  const drawing = parts.drawing();
  if (!drawing) throw new Error('The map is not drawn yet.');
  const box = drawing.getBoundingClientRect();
  const width = Math.round(box.width || Number(drawing.getAttribute('width')) || 0);
  const drawingHeight = Math.round(box.height || Number(drawing.getAttribute('height')) || 0);
  if (width <= 0 || drawingHeight <= 0) throw new Error('The map is not drawn yet.');
  const height = DRAWING_Y + drawingHeight + (parts.legend ? LEGEND_HEIGHT : 0) + BOTTOM;
  return { drawing, width, drawingHeight, height };
}

function legendSvg(legend: { min: string; max: string }, palette: MapPalette, width: number, top: number): string {
  const middle = width / 2;
  const stops = palette.range
    .map((colour, i) => `<stop offset="${i / Math.max(1, palette.range.length - 1)}" stop-color="${colour}"/>`)
    .join('');
  return (
    `<defs><linearGradient id="mti-map-scale" x1="0" x2="1" y1="0" y2="0">${stops}</linearGradient></defs>` +
    `<text x="${middle - 88}" y="${top + 22}" text-anchor="end" font-size="12" fill="${palette.text}">` +
    `${escapeXml(legend.min)}</text>` +
    `<rect x="${middle - 80}" y="${top + 13}" width="160" height="10" rx="2" fill="url(#mti-map-scale)"/>` +
    `<text x="${middle + 88}" y="${top + 22}" font-size="12" fill="${palette.text}">${escapeXml(legend.max)}</text>`
  );
}

function composeMapSvg(parts: MapImageParts, layout: Layout): string {
  const { drawing, width, drawingHeight, height } = layout;
  // The drawing nested at its place and size; its own viewBox (the county map's frame) still applies.
  const copy = drawing.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('style');
  copy.removeAttribute('role');
  copy.setAttribute('x', '0');
  copy.setAttribute('y', String(DRAWING_Y));
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(drawingHeight));
  const { text, page } = parts.palette;
  return (
    `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="${FONT}">` +
    `<rect width="${width}" height="${height}" fill="${page}"/>` +
    `<text x="8" y="${TITLE_Y}" font-size="16" font-weight="700" fill="${text}">${escapeXml(parts.title)}</text>` +
    `<text x="8" y="${CAPTION_Y}" font-size="13" fill="${text}">${escapeXml(parts.caption)}</text>` +
    new XMLSerializer().serializeToString(copy) +
    (parts.legend ? legendSvg(parts.legend, parts.palette, width, DRAWING_Y + drawingHeight) : '') +
    '</svg>'
  );
}

/** The map's image for the export: measured and composed when asked, from the map as it is then. */
export function mapImage(current: () => MapImageParts): ChartImage {
  return {
    svg: () => composeMapSvg(current(), layoutOf(current())),
    width: () => layoutOf(current()).width,
    height: () => layoutOf(current()).height,
  };
}
