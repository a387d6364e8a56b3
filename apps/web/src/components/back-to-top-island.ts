// The floating "Back to top" control of a prerendered page that runs without React (see
// app/static-page.ts): the same button BackToTop renders, made to appear and answer here.

/** Scrolls to the top and moves keyboard focus there, so the next Tab starts from the beginning. */
export function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  // The skip link is the first focusable element of every page.
  document.querySelector<HTMLElement>('a[href="#main"]')?.focus({ preventScroll: true });
}

/** The floating control shows once the visitor has scrolled down most of a screen. */
export function isScrolledDown(): boolean {
  return window.scrollY > window.innerHeight * 0.75;
}

/** Makes BackToTop's prerendered button appear and answer as the React one does. */
export function enhanceBackToTop(button: HTMLButtonElement) {
  const update = () => {
    const visible = isScrolledDown();
    button.dataset.visible = String(visible);
    button.tabIndex = visible ? 0 : -1;
    button.setAttribute('aria-hidden', String(!visible));
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', scrollToTop);
}
