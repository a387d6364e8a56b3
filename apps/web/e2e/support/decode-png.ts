// Decodes an exported PNG in the browser itself (a PNG it cannot read throws), and counts what is
// drawn on it: the pixels that are not near white, and those in the navy of the map's scale. A spec
// with a measure of its own installs the decoder and calls it inside its page.evaluate.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Installed by installPngDecoder: the pixels of a PNG given as base64, as the browser decodes it. */
    decodeTestPng?: (base64: string) => Promise<ImageData>;
  }
}

export type DecodedPng = {
  width: number;
  height: number;
  /** Every pixel of the image. */
  total: number;
  /** Pixels with a channel under 200: bars, axes, text (a white page has none). */
  inked: number;
  /** Pixels bluer than red by more than 15: the map scale's navy, pale to dark (white, greys and text are not). */
  navy: number;
};

/** Puts `window.decodeTestPng` in the page (until it navigates). */
export function installPngDecoder(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.decodeTestPng = async (base64: string) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height);
    };
  });
}

export async function decodePng(page: Page, bytes: Buffer): Promise<DecodedPng> {
  await installPngDecoder(page);
  return page.evaluate(async (base64) => {
    if (!window.decodeTestPng) throw new Error('no PNG decoder in the page');
    const { width, height, data: pixels } = await window.decodeTestPng(base64);
    let inked = 0;
    let navy = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [red, green, blue] = [pixels[i] ?? 255, pixels[i + 1] ?? 255, pixels[i + 2] ?? 255];
      if (red < 200 || green < 200 || blue < 200) inked += 1;
      if (blue - red > 15) navy += 1;
    }
    return { width, height, total: pixels.length / 4, inked, navy };
  }, bytes.toString('base64'));
}
