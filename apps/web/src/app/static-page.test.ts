// The other prerendered public pages as a signed-out visitor gets them (decision 072): the HTML the
// build writes (renderPage) with static-page.ts's scripts instead of React. The marketing page's
// carousel, the configured support contact, and the header and back-to-top of a legal page.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { marketingPages } from '../content/marketing/product-pages.ts';
import { unhideLayoutParts } from './hydrate-prerendered.ts';
import { renderPage } from './prerender/render-page.tsx';
import { startStaticPage } from './static-page.ts';

async function openStaticPage(path: string, config: unknown = {}) {
  const api = fakeApi({ 'GET /assets/config/config.json': { body: config } });
  const { html } = await renderPage(path);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  await startStaticPage(path);
  return api;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.appReady;
});

describe('static public pages', () => {
  // The first render of each page loads its lazy modules.
  beforeAll(async () => {
    for (const path of ['/usmto', '/support', '/legal/terms-of-use']) await renderPage(path);
  }, 180_000);

  it('moves a marketing page’s carousel with its arrows, dots and arrow keys, wrapping at both ends', async () => {
    await openStaticPage('/usmto');
    expect(document.documentElement.dataset.appReady).toBe('true');
    const show = screen.getByRole('region', { name: 'USMTO screens' });
    // (Role queries over hidden slides are slow in jsdom; the slides are found by their role description.)
    const slides = [...show.querySelectorAll('[aria-roledescription="slide"]')];
    const active = () => slides.findIndex((s) => s.getAttribute('aria-hidden') === 'false') + 1;
    expect(slides).toHaveLength(marketingPages.usmto.slides.length);
    expect(active()).toBe(1);
    fireEvent.click(within(show).getByRole('button', { name: 'Previous slide' }));
    expect(active()).toBe(slides.length);
    fireEvent.click(within(show).getByRole('button', { name: 'Next slide' }));
    expect(active()).toBe(1);
    const second = within(show).getByRole('button', { name: /^Show slide 2/ });
    fireEvent.click(second);
    expect(active()).toBe(2);
    expect(second).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(active()).toBe(slides.length > 2 ? 3 : 1);
    fireEvent.keyDown(second, { key: 'ArrowLeft' });
    expect(active()).toBe(2);
  }, 30_000);

  it('shows the administrator’s support phone, e-mail and hours on Support and in the footer', async () => {
    const api = await openStaticPage('/support', {
      supportPhone: '(312) 555-0199',
      supportEmail: 'help@example.org',
      supportHours: 'Mon-Thu 9am-4pm Central',
    });
    expect(screen.getByTestId('support-phone')).toHaveTextContent('(312) 555-0199');
    expect(screen.getByTestId('support-phone')).toHaveAttribute('href', 'tel:+13125550199');
    expect(screen.getByTestId('support-email')).toHaveAttribute('href', 'mailto:help@example.org');
    expect(screen.getByTestId('support-hours')).toHaveTextContent('Mon-Thu 9am-4pm Central');
    const footer = document.querySelector('footer') as HTMLElement;
    expect(within(footer).getByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
    expect(within(footer).getByRole('link', { name: '(312) 555-0199' })).toBeInTheDocument();
    // Only Home checks the old-address redirects; every page reads the configuration once.
    expect(api.callsTo('GET /assets/config/config.json')).toHaveLength(1);
  });

  it('keeps the authored contact when the configuration cannot be read', async () => {
    const { html } = await renderPage('/support');
    const authored = /data-testid="support-phone"[^>]*>([^<]+)</.exec(html)?.[1];
    fakeApi({ 'GET /assets/config/config.json': { status: 500 } });
    document.body.innerHTML = `<div id="root">${html}</div>`;
    await startStaticPage('/support');
    expect(screen.getByTestId('support-phone')).toHaveTextContent(authored ?? 'missing');
  });

  it('gives a legal page its Login link, phone menu and back-to-top without the app', async () => {
    await openStaticPage('/legal/terms-of-use');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    // The header island has taken the menu button over (jsdom has no modal dialogs to open).
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[data-island="back-to-top"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks the parts the administrator’s lists can hide, in the opening tag the server marks hidden (080)', async () => {
    const { html } = await renderPage('/usmto');
    // What the server matches: the attribute inside the element's opening tag.
    const marked = [...html.matchAll(/<(a|footer)\b[^>]*\sdata-layout-part="([a-z-]+)"/g)].map((m) => [m[1], m[2]]);
    expect(marked).toEqual([
      ['a', 'marketing-links'],
      ['a', 'marketing-links'],
      ['footer', 'footer'],
    ]);
    // A signed-in visitor's app shows them again before hydrating: it hides them itself once configured.
    document.body.innerHTML = `<div id="root">${html.replace(/data-layout-part="([a-z-]+)"/g, '$& hidden')}</div>`;
    const root = document.getElementById('root') as HTMLElement;
    expect(root.querySelectorAll('[hidden][data-layout-part]')).toHaveLength(3);
    unhideLayoutParts(root);
    expect(root.querySelectorAll('[hidden][data-layout-part]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Features' })).toBeVisible();
  });
});
