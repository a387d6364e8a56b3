// Encodes recorded frames to WebM (VP8) inside Chromium: each frame is drawn on a canvas at the time
// it was captured, the canvas stream is recorded by MediaRecorder in real time, and the missing
// duration is written into the file by fix-webm-duration (MediaRecorder leaves it out, which would
// make the player show no length and refuse to seek).
import { createRequire } from 'node:module';
import type { Browser } from '@playwright/test';
import type { Frame } from './recorder.ts';

const require = createRequire(import.meta.url);
const FIX_WEBM_DURATION = require.resolve('fix-webm-duration/fix-webm-duration.js');

export type EncodeOptions = { width: number; height: number; fps: number; bitsPerSecond: number; durationMs: number };

export async function encodeWebm(browser: Browser, frames: readonly Frame[], options: EncodeOptions): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: options.width, height: options.height } });
  const page = await context.newPage();
  try {
    await page.setContent(`<canvas width="${options.width}" height="${options.height}"></canvas>`);
    await page.addScriptTag({ path: FIX_WEBM_DURATION });
    // Frames go in in batches: one evaluate with every frame would be a message of tens of megabytes.
    await page.evaluate(() => {
      (window as unknown as { frames_: unknown[] }).frames_ = [];
    });
    for (let i = 0; i < frames.length; i += 40) {
      await page.evaluate(
        async (batch) => {
          const list = (window as unknown as { frames_: { at: number; image: ImageBitmap }[] }).frames_;
          for (const f of batch) {
            const blob = await (await fetch(`data:image/jpeg;base64,${f.jpeg}`)).blob();
            list.push({ at: f.at, image: await createImageBitmap(blob) });
          }
        },
        frames.slice(i, i + 40),
      );
    }
    const base64 = await page.evaluate(async ({ fps, bitsPerSecond, durationMs }) => {
      const list = (window as unknown as { frames_: { at: number; image: ImageBitmap }[] }).frames_;
      const canvas = document.querySelector('canvas') as HTMLCanvasElement;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      const draw = (image: ImageBitmap) => {
        g.fillStyle = '#ffffff';
        g.fillRect(0, 0, canvas.width, canvas.height);
        const scale = Math.min(canvas.width / image.width, canvas.height / image.height);
        g.drawImage(image, 0, 0, image.width * scale, image.height * scale);
      };
      if (list[0]) draw(list[0].image);
      const stream = canvas.captureStream(fps);
      const recorder = new MediaRecorder(stream, {
        mimeType: 'video/webm;codecs=vp8',
        videoBitsPerSecond: bitsPerSecond,
      });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start(1000);
      const began = performance.now();
      let next = 0;
      while (performance.now() - began < durationMs) {
        const t = performance.now() - began;
        let latest: ImageBitmap | null = null;
        while (next < list.length && (list[next] as { at: number }).at <= t)
          latest = (list[next++] as { image: ImageBitmap }).image;
        if (latest) draw(latest);
        await new Promise((r) => setTimeout(r, 1000 / fps));
      }
      recorder.stop();
      await stopped;
      const raw = new Blob(chunks, { type: 'video/webm' });
      const fix = (window as unknown as { ysFixWebmDuration: (b: Blob, ms: number, o: object) => Promise<Blob> })
        .ysFixWebmDuration;
      const fixed = await fix(raw, durationMs, { logger: false });
      const bytes = new Uint8Array(await fixed.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    }, options);
    return Buffer.from(base64, 'base64');
  } finally {
    await context.close();
  }
}
