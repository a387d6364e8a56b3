// What a first visit to a page downloads in JavaScript: every JS response while the page loads
// (in a fresh Chromium profile, so nothing is cached), each measured gzip-compressed.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export async function measurePageJavaScript(url) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
      pending.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Let idle-time work (lazy chunks started after load) finish too.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
    return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0), totalRaw: files.reduce((s, f) => s + f.raw, 0) };
  } finally {
    await browser.close();
  }
}
