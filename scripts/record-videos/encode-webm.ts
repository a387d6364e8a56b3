// Encodes recorded frames to WebM (VP8) inside Chromium (encode-in-page.js): each frame is drawn on
// a canvas at the time it was captured, the canvas stream is recorded by MediaRecorder in real time,
// and the missing duration is written into the file by fix-webm-duration (MediaRecorder leaves it
// out, which would make a player show no length and refuse to seek).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import type { Frame } from './recorder.ts';

const require = createRequire(import.meta.url);
const FIX_WEBM_DURATION = require.resolve('fix-webm-duration/fix-webm-duration.js');
const IN_PAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'encode-in-page.js');
const BATCH = 40;

export type EncodeOptions = { width: number; height: number; fps: number; bitsPerSecond: number; durationMs: number };

export async function encodeWebm(browser: Browser, frames: readonly Frame[], options: EncodeOptions): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: options.width, height: options.height } });
  const page = await context.newPage();
  try {
    await page.setContent(`<canvas width="${options.width}" height="${options.height}"></canvas>`);
    await page.addScriptTag({ path: FIX_WEBM_DURATION });
    await page.addScriptTag({ path: IN_PAGE });
    // In batches: one call with every frame would be a message of tens of megabytes.
    for (let i = 0; i < frames.length; i += BATCH) {
      await page.evaluate(`window.addFrames(${JSON.stringify(frames.slice(i, i + BATCH))})`);
    }
    const { fps, bitsPerSecond, durationMs } = options;
    const base64 = (await page.evaluate(
      `window.encodeFrames(${JSON.stringify({ fps, bitsPerSecond, durationMs })})`,
    )) as string;
    return Buffer.from(base64, 'base64');
  } finally {
    await context.close();
  }
}
