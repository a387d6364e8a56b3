import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { bannerSlides } from '../../../content/marketing/home-copy.ts';
import { SLIDE_DELAY_MS } from '../islands/banner-slider-island.ts';
import classes from './banner-slider.module.css';
import { BannerSlider } from './banner-slider.tsx';

// The tests run without CSS, so the stylesheet's numbers are read from its source.
const bannerCss = readFileSync(join(__dirname, 'banner-slider.module.css'), 'utf8');

function renderSlider() {
  return renderRoutes([{ path: '/', element: <BannerSlider title="Banner" slides={bannerSlides} /> }]);
}

/** The declarations of one rule of the slider's stylesheet, e.g. rule('.banner'). */
function rule(selector: string, css = bannerCss): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n)\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.split(':').map((part) => part.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, ...value]) => [name, value.join(':').replace(/\s+/g, ' ')]),
  );
}

const slide = (n: number) => screen.getByTestId(`banner-slide-${n}`);
const activeSlide = () => [1, 2, 3].find((n) => slide(n).getAttribute('aria-hidden') === 'false');

function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: reduce && query.includes('prefers-reduced-motion'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('BannerSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows three slides whose buttons lead to #whyus, #features and #products', () => {
    renderSlider();
    expect(activeSlide()).toBe(1);
    const targets = [1, 2, 3].map((n) => slide(n).querySelector('a')?.getAttribute('href'));
    expect(targets).toEqual(['/#whyus', '/#features', '/#products']);
  });

  it('moves to the next slide every 4000 ms and wraps around', () => {
    renderSlider();
    act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS - 1));
    expect(activeSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide()).toBe(2);
    act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS));
    expect(activeSlide()).toBe(3);
    act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS));
    expect(activeSlide()).toBe(1);
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    renderSlider();
    const banner = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(banner);
    act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS * 3));
    expect(activeSlide()).toBe(1);
    fireEvent.mouseLeave(banner);
    act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS));
    expect(activeSlide()).toBe(2);
  });

  it('stops when keyboard focus enters it, until the visitor starts it again', async () => {
    // user-event waits on real time between keystrokes.
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderSlider();
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

  it('does not rotate for a visitor who prefers reduced motion', () => {
    const restore = preferReducedMotion(true);
    try {
      renderSlider();
      act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS * 2));
      expect(activeSlide()).toBe(1);
      expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('changes slide with the dots and the arrows; hidden slides cannot take focus', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: /Show slide 3/ }));
    expect(activeSlide()).toBe(3);
    expect(screen.getByRole('button', { name: /Show slide 3/ })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toBe(3);
    expect(slide(1)).toHaveAttribute('inert');
  });

  it('starts 600 px high and cross-fades slides in 600 ms, instantly for reduced motion', () => {
    expect(rule('.banner')).toMatchObject({ 'min-height': '600px', '--slide-transition': '600ms' });
    expect(rule('.slide').transition).toBe(
      'opacity var(--slide-transition) ease, visibility 0s linear var(--slide-transition)',
    );
    expect(rule('.active').transition).toBe('opacity var(--slide-transition) ease');
    const reducedMotion = /@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*?\})\s*\}/.exec(bannerCss)?.[1];
    expect(rule('.banner', reducedMotion)).toEqual({ '--slide-transition': '0s' });
    renderSlider();
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveClass(classes.banner as string);
    expect(slide(1)).toHaveClass(classes.slide as string, classes.active as string);
    expect(slide(2)).toHaveClass(classes.slide as string);
    expect(slide(2)).not.toHaveClass(classes.active as string);
  });

  it('changes slide from the keyboard: Tab to the arrows, Enter or Space to move', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderSlider();
    const tabTo = async (name: string) => {
      const target = screen.getByRole('button', { name });
      // jsdom ignores inert, so Tab also visits the hidden slides' buttons on its way.
      for (let i = 0; i < 10 && document.activeElement !== target; i++) await user.tab();
      expect(target).toHaveFocus();
    };
    await tabTo('Previous slide');
    await user.keyboard('{Enter}');
    expect(activeSlide()).toBe(3);
    await tabTo('Next slide');
    await user.keyboard(' ');
    expect(activeSlide()).toBe(1);
    await user.keyboard('{Enter}');
    expect(activeSlide()).toBe(2);
    // Keyboard focus stopped the rotation: the slide stays until the visitor moves it.
    act(() => vi.advanceTimersByTime(SLIDE_DELAY_MS * 3));
    expect(activeSlide()).toBe(2);
  });
});
