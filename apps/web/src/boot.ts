// The page's one script. A signed-out visit to Home stays the prerendered HTML with a few small
// scripts (app/static-home.ts): Home must cost at most 100 KB of JavaScript (issue 5,
// docs/decisions/016-home-javascript-budget.md). Every other page, and Home for a signed-in
// visitor (who needs the user menu), starts the app.
import { isLoggedIn } from './lib/login-cookie.ts';

const prerenderedPath = document.querySelector('meta[name="prerendered-path"]')?.getAttribute('content') ?? null;
if (prerenderedPath === '/' && window.location.pathname === '/' && !isLoggedIn()) {
  const { startStaticHome } = await import('./app/static-home.ts');
  startStaticHome();
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
