// Home as a signed-out visitor gets it: the prerendered HTML (built here by the same renderPage the
// build uses) with static-page.ts's scripts instead of React. Each rule of the app's HomePage is
// checked against that markup.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, setTestCookie } from '../../test/cookies.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { SLIDE_DELAY_MS } from '../features/marketing/islands/banner-slider-island.ts';
import { redirectOldAddress } from '../features/marketing/islands/old-address-redirect-island.ts';
import { renderPage } from './prerender/render-page.tsx';
import { startStaticPage } from './static-page.ts';

const ACCEPTED = 'Thank you. Please check your inbox: we have sent you an e-mail about your subscription.';

async function openStaticHome() {
  const { html } = await renderPage('/');
  document.body.innerHTML = `<div id="root">${html}</div>`;
  void startStaticPage('/');
}

const slide = (n: number) => screen.getByTestId(`banner-slide-${n}`);
const activeSlide = () => [1, 2, 3].find((n) => slide(n).getAttribute('aria-hidden') === 'false');

function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

afterEach(() => {
  clearTestCookies();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.appReady;
});

describe('static Home', () => {
  // The first render loads every lazy module of the page.
  beforeAll(async () => {
    await renderPage('/');
  }, 30_000);

  beforeEach(() => {
    // The redirect check loads the configuration: none configured here.
    fakeApi({ 'GET /assets/config/config.json': { body: { redirectUrls: [] } } });
  });

  it('marks the page ready and keeps the prerendered sections, links and slides', async () => {
    await openStaticHome();
    expect(document.documentElement.dataset.appReady).toBe('true');
    expect(activeSlide()).toBe(1);
    const targets = [1, 2, 3].map((n) => slide(n).querySelector('a')?.getAttribute('href'));
    expect(targets).toEqual(['/#whyus', '/#features', '/#products']);
    const features = document.getElementById('features') as HTMLElement;
    expect(within(features).getByRole('link', { name: 'Curated Data' })).toHaveAttribute('href', '/data');
    expect(screen.getByRole('link', { name: 'CONTACT US' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  describe('banner slider', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('moves to the next slide every 4000 ms and wraps around', async () => {
      await openStaticHome();
      act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS - 50));
      expect(activeSlide()).toBe(1);
      act(() => vi.advanceTimersByTime(50));
      expect(activeSlide()).toBe(2);
      expect(slide(1)).toHaveAttribute('inert');
      act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS * 2));
      expect(activeSlide()).toBe(1);
    });

    it('pauses while the pointer is over it and resumes when it leaves', async () => {
      await openStaticHome();
      const banner = screen.getByRole('region', { name: 'Highlights' });
      fireEvent.mouseEnter(banner);
      act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS * 3));
      expect(activeSlide()).toBe(1);
      fireEvent.mouseLeave(banner);
      act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS));
      expect(activeSlide()).toBe(2);
    });

    it('stops when keyboard focus enters it, until the visitor starts it again', async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      await openStaticHome();
      screen.getByRole('button', { name: 'Open navigation' }).focus();
      // From the header's last control, Tab reaches the first slide's button.
      await user.tab();
      expect(slide(1).querySelector('a')).toHaveFocus();
      act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS * 2));
      expect(activeSlide()).toBe(1);
      const start = screen.getByRole('button', { name: 'Start slide rotation' });
      start.focus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Stop slide rotation' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS));
      expect(activeSlide()).toBe(2);
    });

    it('does not rotate for a visitor who prefers reduced motion', async () => {
      const restore = preferReducedMotion();
      try {
        await openStaticHome();
        act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS * 2));
        expect(activeSlide()).toBe(1);
        expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
      } finally {
        restore();
      }
    });

    it('changes slide with the dots and the arrows', async () => {
      await openStaticHome();
      fireEvent.click(screen.getByRole('button', { name: /Show slide 3/ }));
      expect(activeSlide()).toBe(3);
      expect(screen.getByRole('button', { name: /Show slide 3/ })).toHaveAttribute('aria-current', 'true');
      expect(screen.getByRole('button', { name: /Show slide 1/ })).toHaveAttribute('aria-current', 'false');
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(activeSlide()).toBe(1);
      fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
      expect(activeSlide()).toBe(3);
    });
  });

  describe('product-news form', () => {
    it('shows the rule’s message and sends nothing for a blank or malformed address', async () => {
      const api = fakeApi({ 'GET /assets/config/config.json': { body: {} } });
      const user = userEvent.setup();
      await openStaticHome();
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      const input = screen.getByLabelText('Work e-mail');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Email is required');
      await user.type(input, 'not-an-address');
      expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(screen.getByText('Please provide a valid email address')).toBeInTheDocument();
      expect(api.callsTo('POST /api/content/subscriptions')).toHaveLength(0);
    });

    it('posts the address and replaces the form with the server’s answer', async () => {
      setTestCookie('XSRF-TOKEN', 'xsrf-123');
      const api = fakeApi({
        'GET /assets/config/config.json': { body: {} },
        'POST /api/content/subscriptions': { body: { msg: ACCEPTED } },
      });
      const user = userEvent.setup();
      await openStaticHome();
      await user.type(screen.getByLabelText('Work e-mail'), ' reader@example.com ');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByRole('status')).toHaveTextContent(`Almost done${ACCEPTED}`);
      expect(screen.queryByLabelText('Work e-mail')).not.toBeInTheDocument();
      const [call] = api.callsTo('POST /api/content/subscriptions');
      expect(call?.body).toEqual({ email: 'reader@example.com' });
      expect(call?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-123');
    });

    it('shows a refusal from the server under the field', async () => {
      fakeApi({
        'GET /assets/config/config.json': { body: {} },
        'POST /api/content/subscriptions': {
          status: 400,
          body: { code: 'invalid_input', msg: 'Email cannot be more than 100 characters long!', field: 'email' },
        },
      });
      const user = userEvent.setup();
      await openStaticHome();
      await user.type(screen.getByLabelText('Work e-mail'), 'reader@example.com');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByText('Email cannot be more than 100 characters long!')).toBeInTheDocument();
      expect(screen.getByLabelText('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
    });

    it('says so above the form when the mail cannot be sent, and again when the server is unreachable', async () => {
      fakeApi({
        'GET /assets/config/config.json': { body: {} },
        'POST /api/content/subscriptions': {
          status: 503,
          body: { code: 'mail_unavailable', msg: 'We could not send the e-mail just now. Please try again later.' },
        },
      });
      const user = userEvent.setup();
      await openStaticHome();
      await user.type(screen.getByLabelText('Work e-mail'), 'reader@example.com');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not send the e-mail just now.');
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();

      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
    });
  });

  it('shows back-to-top once scrolled down, and it scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await openStaticHome();
    const back = document.querySelector('[data-island="back-to-top"]') as HTMLButtonElement;
    expect(back).toHaveAttribute('aria-label', 'Back to top');
    expect(back).toHaveAttribute('aria-hidden', 'true');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 5000 });
    try {
      fireEvent.scroll(window);
      expect(back).toHaveAttribute('aria-hidden', 'false');
      expect(back).toHaveAttribute('tabindex', '0');
      fireEvent.click(back);
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });
});

describe('the old-address check of the static Home', () => {
  const location = (pathname: string, search = '', hash = '') =>
    ({ pathname, search, hash, replace: vi.fn() }) as unknown as Location & { replace: ReturnType<typeof vi.fn> };

  it('replaces a configured old address, whatever its case and trailing slash, keeping query and fragment', async () => {
    fakeApi({
      'GET /assets/config/config.json': { body: { redirectUrls: [{ oldUrl: '/Products/USMTO', newUrl: '/usmto' }] } },
    });
    const old = location('/products/usmto/', '?ref=mail', '#top');
    await redirectOldAddress(old);
    expect(old.replace).toHaveBeenCalledWith('/usmto?ref=mail#top');
  });

  it('leaves the visitor on Home when nothing matches or the configuration fails', async () => {
    fakeApi({
      'GET /assets/config/config.json': { body: { redirectUrls: [{ oldUrl: '/products/usmto', newUrl: '/usmto' }] } },
    });
    const home = location('/');
    await redirectOldAddress(home);
    expect(home.replace).not.toHaveBeenCalled();
    fakeApi({ 'GET /assets/config/config.json': { status: 500 } });
    const old = location('/products/usmto');
    await redirectOldAddress(old);
    expect(old.replace).not.toHaveBeenCalled();
  });
});
