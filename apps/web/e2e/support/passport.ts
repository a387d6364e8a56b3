// What the passport specs share: an API answer read from the page's traffic, an export's CSV read
// from the downloaded zip, and a second signed-in user in a context of their own.
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page } from '@playwright/test';
import { readZip } from './read-zip.ts';
import { signIn } from './sign-in.ts';

/** The next answer of an API call, parsed. */
export async function nextAnswer<T>(page: Page, path: string, act: () => Promise<unknown>): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() !== 'OPTIONS'),
    act(),
  ]);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** Clicks what starts a download and gives the zip's single CSV as lines (header first). */
export async function downloadCsv(page: Page, start: () => Promise<unknown>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const name = download.suggestedFilename();
  const files = readZip(await readFile(await download.path()));
  expect(files.size).toBe(1);
  const csv = [...files.values()][0] ?? '';
  return {
    name,
    lines: csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean),
  };
}

export async function asUser(browser: Browser, userid: string, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, userid);
  return { page, close: () => context.close() };
}
