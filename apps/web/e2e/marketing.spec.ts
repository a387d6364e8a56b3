// Issue 5: the public site. Prerendered pages, Home's slider, boxes, tiles and call to action,
// the product pages and their Related Projects, redirects (browser and 301), the product-news
// sign-up with double opt-in, the support page, and axe on every public page (legal.spec.ts reads the
// legal texts).
import type { Page } from '@playwright/test';
import { marketingSlugs } from '../src/content/marketing/page-meta.ts';
import { marketingPages } from '../src/content/marketing/product-pages.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { signIn, submitSignIn } from './support/sign-in.ts';

const HOME_HEADING = 'MTI Portal — manufacturing technology insights';

/** Every prerendered public path and the heading its HTML must already contain. */
const PUBLIC_PAGES: Array<[string, string]> = [
  ['/', HOME_HEADING],
  ...marketingSlugs.map((slug): [string, string] => [`/${slug}`, marketingPages[slug].heading]),
  ['/support', 'Support'],
  ['/legal/privacy-policy', 'Privacy Policy'],
  ['/legal/terms-of-use', 'Terms of Use'],
  ['/legal/techtrends-terms', 'Supplemental Terms for the Technology Trends Service'],
  ['/legal/economic-trends-terms', 'Economic Trends Terms'],
  ['/legal/gdpr-terms', 'IMTS Exhibitor Passport GDPR Terms'],
];

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<');

async function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** Opens a page and waits until the app has hydrated it: before that, a prerendered page is only HTML. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

test.describe('prerendered public pages', () => {
  for (const [path, title] of PUBLIC_PAGES) {
    test(`a plain GET of ${path} returns its heading, title and canonical address`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = decode(await res.text());
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    });
  }

  test('preloads, on every public page, the Latin text font its stylesheet draws with', async ({ request }) => {
    // Without it the font arrived after the first paint and whole paragraphs moved when it swapped in
    // (Lighthouse CLS 0.19–0.27 on the legal pages).
    for (const [path] of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      const font = /<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin \/>/.exec(
        html,
      )?.[1];
      expect(font, path).toBeDefined();
      const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/.exec(html)?.[1] as string;
      const css = await (await request.get(stylesheet)).text();
      // The @font-face of the Latin range (U+0000-00FF) names that very file.
      const latinFace = css.match(/@font-face\{[^}]*\}/g)?.find((face) => face.includes('U+0000-00FF')) ?? '';
      expect(latinFace, path).toContain(`url(${font})`);
      const res = await request.get(font as string);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toBe('font/woff2');
    }
  });

  test('serves a prerendered page with or without a trailing slash', async ({ request }) => {
    const html = decode(await (await request.get('/usmto/')).text());
    expect(html).toContain(marketingPages.usmto.heading);
  });

  test('lists the public pages in sitemap.xml, which robots.txt names', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const [path] of PUBLIC_PAGES) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('hydrates a prerendered page for a signed-in visitor instead of drawing it again', async ({ page }) => {
    await signIn(page, 'member');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstH1: Element | null }).firstH1 = document.querySelector('h1');
      });
    });
    // A full page load has no access token in memory yet: the app's first call answers 401 c0004 and
    // the client renews the token and repeats the call, by design (decision 006, platform/auth.ts).
    // Chromium logs that 401 as a console error; it is left out here, and the renewal checked instead.
    const errors: string[] = [];
    page.on(
      'console',
      (m) => m.type() === 'error' && !/status of 401 \(Unauthorized\)/.test(m.text()) && errors.push(m.text()),
    );
    const renewed = page.waitForResponse((r) => /\/api\/mti\/token\//.test(r.url()) && r.ok());
    await openPage(page, '/usmto');
    await renewed;
    // Hydrated: the app's user menu is there, and the carousel answers clicks.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dana Whitaker' }),
    ).toBeVisible();
    await page.getByRole('button', { name: /Show slide 2/ }).click();
    await expect(page.getByRole('button', { name: /Show slide 2/ })).toHaveAttribute('aria-current', 'true');
    expect(
      await page.evaluate(() => (window as unknown as { firstH1: Element }).firstH1 === document.querySelector('h1')),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('public pages without the app (issue 15)', () => {
  test('a signed-out visit to any public page downloads no React, Mantine or app code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    for (const [path, title] of PUBLIC_PAGES) {
      scripts.length = 0;
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(
        scripts.filter((s) => /vendor-(react|mantine|zod)|\/main-/.test(s)),
        path,
      ).toEqual([]);
    }
  });

  test('a marketing page shows the apps’ screenshots, moves its carousel, and its Login link signs in', async ({
    page,
  }) => {
    await openPage(page, '/mapus');
    const show = page.getByRole('region', { name: 'Map U.S. Markets screens' });
    const picture = show.getByRole('img', { name: /^Map U\.S\. Markets: a map of the United States/ });
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('width', /\d+/);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(show.getByText('Sample data').first()).toBeVisible();
    await show.getByRole('button', { name: 'Next slide' }).click();
    await expect(show.getByRole('button', { name: /Show slide 2/ })).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousA11yViolations(page);
    // Into the app from a page that runs without it: Login opens the sign-in, which lands in the app.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await submitSignIn(page, 'member');
    await expect(page).toHaveURL(/\/myapps$/);
  });
});

test.describe('Home', () => {
  test('each slide button scrolls to its anchor', async ({ page }) => {
    await openPage(page, '/');
    for (const [n, anchor] of [
      [1, 'whyus'],
      [2, 'features'],
      [3, 'products'],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: new RegExp(`Show slide ${n}`) }).click();
      const slide = page.getByTestId(`banner-slide-${n}`);
      await expect(slide).toHaveAttribute('aria-hidden', 'false');
      await slide.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/#${anchor}$`));
      await expect(page.locator(`#${anchor}`)).toBeInViewport();
    }
  });

  test('each feature box, product tile and the CONTACT US button lands on its page', async ({ page }) => {
    const targets: Array<[string, string, string]> = [
      ['#features', 'Curated Data', '/data'],
      ['#features', 'Intuitive Visuals', '/visuals'],
      ['#features', 'Powerful Analytics', '/analytics'],
      ['#features', 'Support', '/support'],
      ['#products', 'Map U.S. Markets', '/mapus'],
      ['#products', 'USMTO', '/usmto'],
      ['#products', 'Advanced Workholding Technology', '/workholding'],
      ['#products', 'USMTO Territory Wizard', '/usmto-territory-wizard'],
      ['#products', 'IMTS Exhibitor Passport', '/imts-exhibitor-passport'],
      ['#products', 'Economic Trends', '/economic-trends'],
    ];
    for (const [section, name, path] of targets) {
      await page.goto('/');
      await page.locator(section).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(await heading(page)).toBeVisible();
    }
    await page.goto('/');
    await page.getByRole('link', { name: 'CONTACT US' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  });

  test('shows three testimonials with author, title and company', async ({ page }) => {
    await page.goto('/');
    const quotes = page.locator('figure blockquote');
    await expect(quotes).toHaveCount(3);
    await expect(page.locator('figure figcaption').first()).toContainText(/,/);
  });

  test('has a back-to-top control once scrolled down', async ({ page }) => {
    await openPage(page, '/#subscribe');
    const back = page.getByRole('button', { name: 'Back to top' });
    await expect(back).toBeVisible();
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('Home without the app', () => {
  test('a signed-out visit downloads no React: the page works from small scripts', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await openPage(page, '/');
    await page.getByRole('button', { name: /Show slide 2/ }).click();
    await expect(page.getByTestId('banner-slide-2')).toHaveAttribute('aria-hidden', 'false');
    expect(scripts.filter((s) => /vendor-(react|mantine|zod)/.test(s))).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('on a phone, the menu button opens the navigation, which Escape closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/');
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Features' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await burger.click();
    await menu.getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  });

  test('follows a dark system colour scheme, before any script file has loaded', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Only the page's inline script (allowed by its hash in the CSP) may run.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.unroute('**/*.js');
    await openPage(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('a signed-in visitor gets the app: the user menu with name, My Account, My Files and Logout', async ({
    page,
  }) => {
    await signIn(page, 'member');
    await openPage(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dana Whitaker' }).click();
    for (const item of ['My Account', 'My Files', 'Logout']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'My Files' }).click();
    await expect(page).toHaveURL(/\/myfiles$/);
  });
});

test.describe('product pages', () => {
  for (const slug of marketingSlugs) {
    test(`/${slug}: carousel, features, demo request and Related Projects`, async ({ page }) => {
      // Each Related Projects link is now a full page load (public pages run without the app, decision 072).
      test.setTimeout(120_000);
      const content = marketingPages[slug];
      await page.goto(`/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading);
      await expect(page.getByRole('region', { name: `${content.name} screens` })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: content.features[0]?.title })).toBeVisible();
      const demo = page.getByRole('link', { name: 'Request a demo' });
      const href = (await demo.getAttribute('href')) ?? '';
      expect(href).toMatch(/^mailto:[^?]+\?subject=/);
      expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe(`Request a demo: ${content.name}`);
      await expectNoSeriousA11yViolations(page);

      for (const related of content.related) {
        await page.goto(`/${slug}`);
        await page
          .getByRole('region', { name: 'Related Projects' })
          .getByRole('link', { name: marketingPages[related].name, exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${related}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketingPages[related].heading);
      }
    });
  }
});

test.describe('old-to-new redirects', () => {
  for (const oldPath of ['/products/usmto', '/Products/USMTO', '/products/usmto/', '/PRODUCTS/Usmto/']) {
    test(`the server answers ${oldPath} with a 301 to /usmto`, async ({ request }) => {
      const res = await request.get(oldPath, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(new URL(res.headers().location ?? '', 'http://x').pathname).toBe('/usmto');
    });
  }

  test('a browser following an old address lands on the new page', async ({ page }) => {
    await page.goto('/Contact/');
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  });

  for (const oldPath of ['/Products/USMTO/', '/products/map-us-markets']) {
    test(`Home replaces ${oldPath} in the browser without a history entry`, async ({ page, request }) => {
      // As a server without the 301 would: the app shell for the old address.
      const shell = await (await request.get('/app-shell.html')).text();
      await page.route(`**${oldPath}`, (route) => route.fulfill({ body: shell, contentType: 'text/html' }));
      await page.goto('/support');
      await page.goto(oldPath);
      const target = oldPath.toLowerCase().includes('usmto') ? 'usmto' : 'mapus';
      await expect(page).toHaveURL(new RegExp(`/${target}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(marketingPages[target].heading);
      await page.goBack();
      await expect(page).toHaveURL(/\/support$/);
    });
  }
});

test.describe('product news', () => {
  test('subscribe → confirmation e-mail → confirmed → unsubscribe', async ({ page }) => {
    const email = `reader-${Date.now()}@example.com`;
    await openPage(page, '/#subscribe');
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(/Please check your inbox/)).toBeVisible();

    const confirmation = await waitForMail(email, /confirm your subscription/i);
    await page.goto(linkIn(confirmation, '/subscribe/confirm/'));
    await expect(page.getByTestId('subscription-result')).toHaveText(
      'Your subscription to MTI Portal product news is confirmed.',
    );
    await expectNoSeriousA11yViolations(page);

    const welcome = await waitForMail(email, /You are subscribed/);
    await page.goto(linkIn(welcome, '/subscribe/unsubscribe/'));
    await expect(page.getByTestId('subscription-result')).toHaveText(/You have been unsubscribed/);
  });

  test('a confirmation link that is not valid says so', async ({ page }) => {
    await page.goto(`/subscribe/confirm/${'A'.repeat(43)}`);
    await expect(page.getByTestId('subscription-result')).toHaveText(/not valid or has expired/);
    await expect(page.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/#subscribe');
  });
});

test.describe('support and the other public pages', () => {
  test('support gives the phone line with its hours, the e-mail and the help guide', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByTestId('support-phone')).toHaveAttribute('href', /^tel:/);
    await expect(page.getByTestId('support-hours')).toHaveText('Mon-Fri 8am-5pm EST');
    await expect(page.getByTestId('support-email')).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Open the help guide' })).toHaveAttribute(
      'href',
      '/documentation/help-guide',
    );
  });

  test('every public page passes axe', async ({ page }) => {
    for (const [path] of PUBLIC_PAGES.filter(([p]) => !marketingSlugs.some((s) => p === `/${s}`))) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
});
