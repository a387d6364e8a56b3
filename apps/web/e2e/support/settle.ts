// Waits for the page's finite CSS transitions and animations to end (bounded), as a person's eye
// would before acting: a panel still expanding clips its inputs, and a slide still fading in has
// text at partial opacity.
import type { Page } from '@playwright/test';

export async function settleTransitions(page: Page, timeoutMs = 2000) {
  await page.evaluate(async (limit) => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().iterations ?? Number.POSITIVE_INFINITY));
    const settled = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, limit))]);
  }, timeoutMs);
}
