// The app's font inside an exported image. An SVG drawn through <img> (the PNG export) cannot reach
// the page's web fonts, and a saved SVG opened elsewhere has none of them either: the image carries
// the font itself, as an @font-face whose source is a data: URL of Inter's Latin file — the very
// file the page loads (@fontsource-variable/inter), about 48 kB. Characters outside Latin fall back
// to the system's font, as they would on a page without that subset.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { APP_FONT_STACK } from '../../lib/app-font.ts';

/** How a text is styled where it is measured: weight, size in px. */
export type TextStyle = { weight: 400 | 700; size: number };

let fontFace: Promise<string> | null = null;

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its characters as arguments, and arguments are limited.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The @font-face rule (CSS) that puts Inter into an exported SVG, read once per page. If the file
 * cannot be read the image is still saved, in the system's font: an empty rule (not remembered).
 */
export function exportFontFace(): Promise<string> {
  fontFace ??= fetch(interLatin)
    .then(async (response) => {
      if (!response.ok) throw new Error(`font ${response.status}`);
      const data = base64Of(new Uint8Array(await response.arrayBuffer()));
      return (
        "@font-face{font-family:'Inter Variable';font-style:normal;font-weight:100 900;" +
        `src:url(data:font/woff2;base64,${data}) format('woff2')}`
      );
    })
    .catch(() => {
      fontFace = null;
      return '';
    });
  return fontFace;
}

let context: CanvasRenderingContext2D | null | undefined;

/**
 * A measure of text widths in the export's font, once the page has Inter at those styles: the
 * canvas uses the page's fonts, which are the ones the image embeds. Without a canvas (a test's DOM)
 * an estimate: an average Inter character is about 0.6 of the size.
 */
export async function textMeasure(styles: readonly TextStyle[]): Promise<(text: string, style: TextStyle) => number> {
  await Promise.all(
    styles.map((s) => document.fonts?.load(`${s.weight} ${s.size}px ${APP_FONT_STACK}`).catch(() => [])),
  );
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  const canvas = context;
  if (!canvas) return (text, style) => text.length * style.size * 0.6;
  return (text, style) => {
    canvas.font = `${style.weight} ${style.size}px ${APP_FONT_STACK}`;
    return canvas.measureText(text).width;
  };
}
