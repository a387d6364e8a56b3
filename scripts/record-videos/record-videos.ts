// `npm run videos`: records the tutorial videos of the help pages (decision 049). Starts the built
// app as the end-to-end tests do (fresh in-memory database, seeded sample data), walks each flow in
// headless Chromium, and writes apps/web/public/videos/{id}.webm, {id}.vtt (English captions) and
// {id}.jpg (poster). `npm run videos -- campaign` records only the named flows.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../apps/web/e2e/support/chromium.ts';
import startApp from '../../apps/web/e2e/support/global-setup.ts';
import { encodeWebm } from './encode-webm.ts';
import { flows } from './flows.ts';
import { FlowRecorder, webVtt } from './recorder.ts';

const SIZE = { width: 960, height: 600 };
const FPS = 8;
const BITS_PER_SECOND = 90_000;
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../../apps/web/public/videos');

const only = process.argv.slice(2);
const chosen = flows.filter((f) => only.length === 0 || only.includes(f.id));
if (chosen.length === 0)
  throw new Error(`no flow named ${only.join(', ')}; flows: ${flows.map((f) => f.id).join(', ')}`);

const stopApp = await startApp();
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
try {
  await mkdir(outDir, { recursive: true });
  for (const flow of chosen) {
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: SIZE,
      reducedMotion: 'no-preference',
    });
    const page = await context.newPage();
    const recorder = new FlowRecorder(page, SIZE);
    await recorder.start();
    await flow.walk(recorder);
    const durationMs = await recorder.stop();
    await context.close();
    const webm = await encodeWebm(browser, recorder.frames, {
      ...SIZE,
      fps: FPS,
      bitsPerSecond: BITS_PER_SECOND,
      durationMs,
    });
    // The last frame shows where the flow ends (a stored upload, a report): the middle one was a
    // page still loading in two of the recordings.
    const poster = recorder.frames.at(-1);
    await writeFile(path.join(outDir, `${flow.id}.webm`), webm);
    await writeFile(path.join(outDir, `${flow.id}.vtt`), webVtt(recorder.cues));
    if (poster) await writeFile(path.join(outDir, `${flow.id}.jpg`), Buffer.from(poster.jpeg, 'base64'));
    console.log(
      `${flow.id}: ${(durationMs / 1000).toFixed(1)} s, ${recorder.frames.length} frames, ${recorder.cues.length} captions, ${Math.round(webm.length / 1024)} KB`,
    );
  }
} finally {
  await browser.close();
  await stopApp();
}
