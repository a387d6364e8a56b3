// A marketing page's carousel on the prerendered page, without React (app/static-page.ts): the
// markup SlideShow renders, driven by the same rules: the visitor alone moves it (previous, next,
// a dot per slide, arrow keys while focus is on its controls); it never rotates by itself.
import classes from '../components/slide-show.module.css';

/** The slide at `index`, wrapping past either end (previous from the first is the last); SlideShow uses it too. */
export function wrapSlide(index: number, count: number): number {
  return (index + count) % count;
}

export function enhanceSlideShow(show: HTMLElement) {
  const slides = [...show.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const dots = [...show.querySelectorAll<HTMLButtonElement>('[data-slide-dot]')];
  const controls = show.querySelector<HTMLElement>('[data-slide-controls]');
  if (slides.length === 0) return;
  let active = Math.max(
    0,
    slides.findIndex((s) => s.getAttribute('aria-hidden') === 'false'),
  );

  function showSlide(index: number) {
    active = wrapSlide(index, slides.length);
    slides.forEach((slide, i) => {
      slide.classList.toggle(classes.active ?? 'active', i === active);
      slide.setAttribute('aria-hidden', String(i !== active));
    });
    dots.forEach((dot, i) => {
      dot.setAttribute('aria-current', String(i === active));
    });
  }

  show.querySelector('[data-slide-control="previous"]')?.addEventListener('click', () => showSlide(active - 1));
  show.querySelector('[data-slide-control="next"]')?.addEventListener('click', () => showSlide(active + 1));
  dots.forEach((dot, i) => {
    dot.addEventListener('click', () => showSlide(i));
  });
  controls?.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') showSlide(active - 1);
    if (event.key === 'ArrowRight') showSlide(active + 1);
  });
}
