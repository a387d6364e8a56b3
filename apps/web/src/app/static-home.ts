// Home for a signed-out visitor (docs/decisions/016-home-javascript-budget.md): the prerendered HTML
// stays as it is and a few small scripts, free of React and Mantine, give it the behaviour the
// app's HomePage has: the banner slider, the product-news form, back-to-top, the mobile menu and
// the old-address redirect check. Links are plain links: following one loads that page, which
// starts the app. Signed-in visitors (and every other page) get the app instead (boot.ts).
import { enhanceBackToTop } from '../components/back-to-top-island.ts';
import { enhanceBannerSlider } from '../features/marketing/islands/banner-slider-island.ts';
import { redirectOldAddress } from '../features/marketing/islands/old-address-redirect-island.ts';
import { enhanceSubscribeForm } from '../features/marketing/islands/subscribe-form-island.ts';
import { followColorScheme } from './color-scheme.ts';
import { enhanceHeader } from './layout/header-island.ts';

export function startStaticHome(doc: Document = document) {
  followColorScheme();
  void redirectOldAddress();
  const header = doc.querySelector<HTMLElement>('header');
  if (header) enhanceHeader(header);
  const banner = doc.querySelector<HTMLElement>('[data-island="banner-slider"]');
  if (banner) enhanceBannerSlider(banner);
  const form = doc.querySelector<HTMLFormElement>('form[data-island="subscribe-form"]');
  if (form) enhanceSubscribeForm(form);
  const backToTop = doc.querySelector<HTMLButtonElement>('[data-island="back-to-top"]');
  if (backToTop) enhanceBackToTop(backToTop);
  // As the app marks itself once hydrated: from now on the page answers (tests wait for it).
  doc.documentElement.dataset.appReady = 'true';
}
