// Home's banner slider on the prerendered page, without React (app/static-page.ts): BannerSlider's
// markup, driven by the same rules (spec §2, §9): 4000 ms a slide, paused while hovered, stopped
// for good once keyboard focus enters it (until the visitor restarts it), never rotating for
// visitors who ask for reduced motion. The 600 ms cross-fade is the stylesheet's.
import classes from '../components/banner-slider.module.css';

/** Time each slide shows; BannerSlider reads it from here too. */
export const SLIDE_DELAY_MS = 4000;

export function enhanceBannerSlider(banner: HTMLElement) {
  const slides = [...banner.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const dots = [...banner.querySelectorAll<HTMLButtonElement>('[data-slide-dot]')];
  const liveRegion = banner.querySelector<HTMLElement>(`.${classes.slides}`);
  const toggle = banner.querySelector<HTMLButtonElement>('[data-slide-control="toggle"]');
  if (slides.length === 0) return;

  let active = Math.max(
    0,
    slides.findIndex((s) => s.getAttribute('aria-hidden') === 'false'),
  );
  let hovered = false;
  // null until the visitor chooses: then rotation follows the reduced-motion preference.
  let stoppedByUser: boolean | null = null;
  const motionQuery = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  let timer = 0;

  const stopped = () => stoppedByUser ?? motionQuery?.matches === true;
  const rotating = () => !stopped() && !hovered;

  function render() {
    slides.forEach((slide, index) => {
      const isActive = index === active;
      slide.classList.toggle(classes.active ?? 'active', isActive);
      slide.setAttribute('aria-hidden', String(!isActive));
      slide.toggleAttribute('inert', !isActive);
    });
    dots.forEach((dot, index) => {
      dot.setAttribute('aria-current', String(index === active));
    });
    liveRegion?.setAttribute('aria-live', rotating() ? 'off' : 'polite');
    if (toggle) {
      toggle.setAttribute('aria-label', stopped() ? 'Start slide rotation' : 'Stop slide rotation');
      toggle.dataset.rotating = String(rotating());
      toggle.dataset.stopped = String(stopped());
    }
    // Each change restarts the 4000 ms of the slide on show.
    window.clearTimeout(timer);
    if (rotating()) timer = window.setTimeout(() => show(active + 1), SLIDE_DELAY_MS);
  }

  function show(index: number) {
    active = (index + slides.length) % slides.length;
    render();
  }

  banner.addEventListener('mouseenter', () => {
    hovered = true;
    render();
  });
  banner.addEventListener('mouseleave', () => {
    hovered = false;
    render();
  });
  // A click focuses too, but the pointer already pauses the slider by hovering: only keyboard
  // focus arriving from outside stops the rotation (the Start button restarts it).
  let focusByPointer = false;
  banner.addEventListener(
    'pointerdown',
    () => {
      focusByPointer = true;
      window.setTimeout(() => {
        focusByPointer = false;
      }, 0);
    },
    { capture: true },
  );
  banner.addEventListener('focusin', (event) => {
    const fromOutside = !banner.contains(event.relatedTarget as Node | null);
    if (fromOutside && !focusByPointer && stoppedByUser !== true) {
      stoppedByUser = true;
      render();
    }
  });
  motionQuery?.addEventListener?.('change', render);

  banner.querySelector('[data-slide-control="previous"]')?.addEventListener('click', () => show(active - 1));
  banner.querySelector('[data-slide-control="next"]')?.addEventListener('click', () => show(active + 1));
  dots.forEach((dot, index) => {
    dot.addEventListener('click', () => show(index));
  });
  toggle?.addEventListener('click', () => {
    stoppedByUser = !stopped();
    render();
  });

  render();
}
