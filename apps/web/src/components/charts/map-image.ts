// The analysis map as an image (PNG and SVG export): the drawing on screen — the county map's plain
// SVG, or ECharts' SVG of the states — copied into one SVG document under the chart's title and the
// caption (measure and filters), with the colour legend below, on the page's colour. Everything is
// styled inline: no page stylesheet reaches a downloaded file or the <img> the PNG is drawn from. The
// text is in the page's font, carried by the image (export-font.ts); the title and the caption are
// set in lines within the image's margins, as measured in that font (SVG does not wrap).
import { APP_FONT_STACK } from '../../lib/app-font.ts';
import type { ChartDrawing, ChartImage } from './chart-image.ts';
import type { MapPalette } from './chart-theme.ts';
import { exportFontFace, type TextStyle, textMeasure } from './export-font.ts';
import { textLines } from './text-lines.ts';

export type MapImageParts = {
  /** The drawing as it is on screen, or null while it is not drawn. */
  drawing: () => SVGSVGElement | null;
  title: string;
  caption: string;
  /** The scale's ends as the legend writes them; null when the drawing holds its own legend (ECharts). */
  legend: { min: string; max: string } | null;
  palette: MapPalette;
};

type Measure = (text: string, style: TextStyle) => number;

/** The margin left and right: no text runs into it. */
const MARGIN = 8;
const TITLE: TextStyle = { weight: 700, size: 16 };
const CAPTION: TextStyle = { weight: 400, size: 13 };
const LEGEND: TextStyle = { weight: 400, size: 12 };
/** A long title or caption takes up to three lines; what does not fit ends the last with "…". */
const MAX_LINES = 3;
/** The title's first baseline, line heights, and the steps to the caption and to the drawing. */
const TITLE_Y = 24;
const TITLE_LINE = 20;
const CAPTION_STEP = 22;
const CAPTION_LINE = 17;
const DRAWING_STEP = 12;
const LEGEND_HEIGHT = 36;
/** The legend's colour bar, narrower on a narrow image so that both its ends stay whole. */
const SCALE_WIDTH = 160;
const SCALE_MIN_WIDTH = 40;
const SCALE_GAP = 8;
const BOTTOM = 8;
const SVG_NS = 'http://www.w3.org/2000/svg';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const tidy = (n: number) => Math.round(n * 10) / 10;

type Layout = {
  drawing: SVGSVGElement;
  width: number;
  drawingHeight: number;
  height: number;
  title: string[];
  caption: string[];
  captionY: number;
  drawingY: number;
};

function layoutOf(parts: MapImageParts, measure: Measure): Layout {
  const drawing = parts.drawing();
  if (!drawing) throw new Error('The map is not drawn yet.');
  const box = drawing.getBoundingClientRect();
  const width = Math.round(box.width || Number(drawing.getAttribute('width')) || 0);
  const drawingHeight = Math.round(box.height || Number(drawing.getAttribute('height')) || 0);
  if (width <= 0 || drawingHeight <= 0) throw new Error('The map is not drawn yet.');
  const lineWidth = width - 2 * MARGIN;
  const title = textLines(parts.title, lineWidth, MAX_LINES, (t) => measure(t, TITLE));
  const caption = textLines(parts.caption, lineWidth, MAX_LINES, (t) => measure(t, CAPTION));
  const captionY = TITLE_Y + (Math.max(1, title.length) - 1) * TITLE_LINE + CAPTION_STEP;
  const drawingY = captionY + (Math.max(1, caption.length) - 1) * CAPTION_LINE + DRAWING_STEP;
  const height = drawingY + drawingHeight + (parts.legend ? LEGEND_HEIGHT : 0) + BOTTOM;
  return { drawing, width, drawingHeight, height, title, caption, captionY, drawingY };
}

/** Lines as one <text>, a <tspan> a line. */
function textBlock(lines: readonly string[], y: number, lineHeight: number, style: TextStyle, fill: string): string {
  const spans = lines
    .map((line, i) => `<tspan x="${MARGIN}"${i ? ` dy="${lineHeight}"` : ''}>${escapeXml(line)}</tspan>`)
    .join('');
  const weight = style.weight === 700 ? ' font-weight="700"' : '';
  return `<text x="${MARGIN}" y="${y}" font-size="${style.size}"${weight} fill="${fill}">${spans}</text>`;
}

function legendSvg(
  legend: { min: string; max: string },
  palette: MapPalette,
  width: number,
  top: number,
  measure: Measure,
) {
  const minWidth = measure(legend.min, LEGEND);
  const maxWidth = measure(legend.max, LEGEND);
  const room = width - 2 * MARGIN - minWidth - maxWidth - 2 * SCALE_GAP;
  const bar = Math.max(SCALE_MIN_WIDTH, Math.min(SCALE_WIDTH, room));
  // Centred, unless an end would then leave the margins: moved in as far as it needs.
  const lowest = MARGIN + minWidth + SCALE_GAP;
  const highest = width - MARGIN - maxWidth - SCALE_GAP - bar;
  const x = Math.max(lowest, Math.min((width - bar) / 2, highest));
  const stops = palette.range
    .map((colour, i) => `<stop offset="${i / Math.max(1, palette.range.length - 1)}" stop-color="${colour}"/>`)
    .join('');
  const label = (at: number, anchor: string, text: string) =>
    `<text x="${tidy(at)}" y="${top + 22}"${anchor} font-size="${LEGEND.size}" fill="${palette.text}">` +
    `${escapeXml(text)}</text>`;
  return (
    `<defs><linearGradient id="mti-map-scale" x1="0" x2="1" y1="0" y2="0">${stops}</linearGradient></defs>` +
    label(x - SCALE_GAP, ' text-anchor="end"', legend.min) +
    `<rect x="${tidy(x)}" y="${top + 13}" width="${tidy(bar)}" height="10" rx="2" fill="url(#mti-map-scale)"/>` +
    label(x + bar + SCALE_GAP, '', legend.max)
  );
}

function composeMapSvg(parts: MapImageParts, layout: Layout, fontFace: string, measure: Measure): string {
  const { drawing, width, drawingHeight, height, drawingY } = layout;
  // The drawing nested at its place and size; its own viewBox (the county map's frame) still applies.
  const copy = drawing.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('style');
  copy.removeAttribute('role');
  copy.setAttribute('x', '0');
  copy.setAttribute('y', String(drawingY));
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(drawingHeight));
  const { text, page } = parts.palette;
  return (
    `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `font-family="${escapeXml(APP_FONT_STACK)}">` +
    (fontFace ? `<defs><style>${fontFace}</style></defs>` : '') +
    `<rect width="${width}" height="${height}" fill="${page}"/>` +
    textBlock(layout.title, TITLE_Y, TITLE_LINE, TITLE, text) +
    textBlock(layout.caption, layout.captionY, CAPTION_LINE, CAPTION, text) +
    new XMLSerializer().serializeToString(copy) +
    (parts.legend ? legendSvg(parts.legend, parts.palette, width, drawingY + drawingHeight, measure) : '') +
    '</svg>'
  );
}

/** The map's image for the export: measured and composed when asked, from the map as it is then. */
export function mapImage(current: () => MapImageParts): ChartImage {
  return {
    render: async (): Promise<ChartDrawing> => {
      const [fontFace, measure] = await Promise.all([exportFontFace(), textMeasure([TITLE, CAPTION, LEGEND])]);
      const parts = current();
      const layout = layoutOf(parts, measure);
      return { svg: composeMapSvg(parts, layout, fontFace, measure), width: layout.width, height: layout.height };
    },
  };
}
