// The page's one script. A signed-out visit to a prerendered public page (Home, the marketing
// pages, legal, support) stays the prerendered HTML with a few small scripts (app/static-page.ts):
// these pages must load as fast as Home (issues 5 and 15, docs/decisions/016-home-javascript-budget.md,
// 072-public-pages-without-the-app.md). Every other page, and a public page for a signed-in
// visitor (who needs the user menu and the terms gate), starts the app.
import { isLoggedIn } from './lib/login-cookie.ts';
import { canonicalPath } from './lib/page-meta.ts';

const prerenderedPath = document.querySelector('meta[name="prerendered-path"]')?.getAttribute('content') ?? null;
const isPrerenderedHere =
  prerenderedPath !== null && canonicalPath(prerenderedPath) === canonicalPath(window.location.pathname);
if (isPrerenderedHere && !isLoggedIn()) {
  const { startStaticPage } = await import('./app/static-page.ts');
  void startStaticPage(canonicalPath(window.location.pathname));
} else {
  // A prerendered page can be read before any JavaScript runs, so the app is fetched only once
  // the browser has painted it: on a slow connection the app's scripts then do not compete with
  // the stylesheet and fonts the first paint needs. Other pages start the app at once.
  if (prerenderedPath !== null) {
    // After the next frame; the timer covers tabs opened in the background, which get no frames.
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 150);
    });
  }
  await import('./main.tsx');
}
