import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { MarketingPage } from '../routes/marketing-page.tsx';

// The carousel of a product page, as the /usmto page shows it.
function renderProductPage() {
  renderRoutes([{ path: '/', element: <MarketingPage slug="usmto" /> }]);
  return screen.getByRole('region', { name: 'USMTO screens' });
}

const slides = (carousel: HTMLElement) => [...carousel.querySelectorAll('[aria-roledescription="slide"]')];
const activeSlide = (carousel: HTMLElement) =>
  slides(carousel).findIndex((slide) => slide.getAttribute('aria-hidden') === 'false') + 1;

describe('product page carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is reached with Tab, and Enter or Space on Next and Previous moves the slide', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const carousel = renderProductPage();
    const count = slides(carousel).length;
    expect(count).toBeGreaterThan(1);
    expect(activeSlide(carousel)).toBe(1);

    await user.tab();
    expect(screen.getByRole('link', { name: 'Request a demo' })).toHaveFocus();
    await user.tab();
    const previous = within(carousel).getByRole('button', { name: 'Previous slide' });
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(activeSlide(carousel)).toBe(count);
    await user.keyboard(' ');
    expect(activeSlide(carousel)).toBe(count - 1);

    // Past one dot per slide to Next.
    for (let i = 0; i <= count; i++) await user.tab();
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(activeSlide(carousel)).toBe(count);
    await user.keyboard(' ');
    expect(activeSlide(carousel)).toBe(1);
  });

  it('moves with the arrow keys and selects a slide with its dot', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const carousel = renderProductPage();
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(activeSlide(carousel)).toBe(2);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(activeSlide(carousel)).toBe(slides(carousel).length);
    await user.tab();
    const firstDot = within(carousel).getByRole('button', { name: /^Show slide 1:/ });
    expect(firstDot).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(activeSlide(carousel)).toBe(1);
    expect(firstDot).toHaveAttribute('aria-current', 'true');
  });

  it('never advances by itself, with or without focus on its controls', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const carousel = renderProductPage();
    act(() => vi.advanceTimersByTime(60_000));
    expect(activeSlide(carousel)).toBe(1);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    const shown = activeSlide(carousel);
    act(() => vi.advanceTimersByTime(60_000));
    expect(activeSlide(carousel)).toBe(shown);
  });
});
