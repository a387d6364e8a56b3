// Cross-cutting, so named after the server's platform/ rather than a feature: the app shell's fragment links
// and scroll restoration, the app served at / with Home for an unknown path, health probes and /api/docs,
// and the anti-forgery check.
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('the app shell', () => {
  test('inside the app, a #fragment link scrolls to its anchor and Back restores the scroll position', async ({
    page,
  }) => {
    await page.goto('/usmto');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    // The header's Products link is a client-side navigation to Home with a fragment.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/#products$/);
    await expect
      .poll(() =>
        page.evaluate(() => Math.abs(document.getElementById('products')?.getBoundingClientRect().top ?? 9999)),
      )
      .toBeLessThan(120);
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(300);

    await page.locator('#products a[href="/mapus"]').first().click();
    await expect(page).toHaveURL(/\/mapus$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.goBack();
    await expect(page).toHaveURL(/\/#products$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 60);
  });

  test('serves the app at / and renders Home for an unknown path', async ({ page, request }) => {
    const root = await request.get('/');
    expect(root.status()).toBe(200);
    expect(await root.text()).toContain('<div id="root">');
    // A viewer page reloaded in the browser is a page of the app, not an analytics API call.
    const viewer = await request.get('/analytics/viewer/usmto-orders');
    expect(viewer.status()).toBe(200);
    expect(await viewer.text()).toContain('<div id="root"');
    await page.goto('/no/such/page/here');
    await expect(page).toHaveURL(/\/no\/such\/page\/here$/);
    await expect(page.locator('#whyus')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('answers health probes and lists the API at /api/docs', async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
    expect((await request.get('/readyz')).status()).toBe(200);
    const doc = await (await request.get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toContain('/assets/config/config.json');
    expect((await request.get('/api/docs')).status()).toBe(200);
  });

  test('refuses a POST under /api without the anti-forgery header, accepts it with one', async ({ page, request }) => {
    const refused = await request.post('/api/anything', { data: {} });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('xsrf');
    await page.goto('/');
    const status = await page.evaluate(async () => {
      const token = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
      const res = await fetch('/api/anything', { method: 'POST', headers: { 'X-XSRF-TOKEN': token } });
      return res.status;
    });
    // Past the anti-forgery check, the unknown route answers 404.
    expect(status).toBe(404);
  });
});
