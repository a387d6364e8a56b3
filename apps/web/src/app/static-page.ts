// Every prerendered public page for a signed-out visitor (docs/decisions/016-home-javascript-budget.md,
// 072-public-pages-without-the-app.md): the prerendered HTML stays as it is and a few small
// scripts, free of React and Mantine, give it the behaviour the app's page has: the header's
// mobile menu, back-to-top, the support contact from the configuration, and on Home the banner
// slider, the product-news form and the old-address redirect check; on a marketing page its
// carousel. Links are plain links: following one loads that page (prerendered, or the app).
// Signed-in visitors (and every other page) get the app instead (boot.ts).
import { enhanceBackToTop } from '../components/back-to-top-island.ts';
import { enhanceBannerSlider } from '../features/marketing/islands/banner-slider-island.ts';
import { redirectOldAddress } from '../features/marketing/islands/old-address-redirect-island.ts';
import { enhanceSlideShow } from '../features/marketing/islands/slide-show-island.ts';
import { enhanceSubscribeForm } from '../features/marketing/islands/subscribe-form-island.ts';
import { loadSiteConfigFile } from '../lib/site-config-file.ts';
import { followColorScheme } from './color-scheme.ts';
import { enhanceHeader } from './layout/header-island.ts';
import { applySupportContact } from './layout/support-contact-island.ts';

/**
 * Starts the islands of the prerendered page at `path` ("/" is Home). Resolves once the configured
 * support contact is on the page (the page answers before that).
 */
export function startStaticPage(path: string, doc: Document = document): Promise<void> {
  followColorScheme();
  const config = loadSiteConfigFile();
  // Spec §2: Home checks the configured old-to-new redirects on load.
  if (path === '/') void redirectOldAddress(window.location, config);
  const header = doc.querySelector<HTMLElement>('header');
  if (header) enhanceHeader(header);
  const banner = doc.querySelector<HTMLElement>('[data-island="banner-slider"]');
  if (banner) enhanceBannerSlider(banner);
  for (const show of doc.querySelectorAll<HTMLElement>('[data-island="slide-show"]')) enhanceSlideShow(show);
  const form = doc.querySelector<HTMLFormElement>('form[data-island="subscribe-form"]');
  if (form) enhanceSubscribeForm(form);
  const backToTop = doc.querySelector<HTMLButtonElement>('[data-island="back-to-top"]');
  if (backToTop) enhanceBackToTop(backToTop);
  // As the app marks itself once hydrated: from now on the page answers (tests wait for it).
  doc.documentElement.dataset.appReady = 'true';
  return config.then((c) => applySupportContact(doc, c));
}
