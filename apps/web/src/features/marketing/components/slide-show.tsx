// The carousel of a marketing page: one captioned screenshot of the app at a time, moved by the
// visitor only (previous, next, or a dot per slide). Arrow keys work while focus is on its controls.
// The pictures are lazy (below the fold on a phone) with their size set, so nothing shifts.
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import type { CarouselSlide } from '../../../content/marketing/product-pages.ts';
import { SCREENSHOT_SIZE, screenshotAlt, screenshotSrc } from '../../../content/marketing/screenshots.ts';
import { wrapSlide } from '../islands/slide-show-island.ts';
import classes from './slide-show.module.css';

export function SlideShow({ label, slides }: { label: string; slides: CarouselSlide[] }) {
  const [active, setActive] = useState(0);
  const show = (index: number) => setActive(wrapSlide(index, slides.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(active - 1);
    if (event.key === 'ArrowRight') show(active + 1);
  };

  return (
    <section className={classes.show} aria-roledescription="carousel" aria-label={label} data-island="slide-show">
      <div className={classes.track} aria-live="polite">
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group.
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            aria-hidden={index !== active}
            className={`${classes.slide} ${index === active ? classes.active : ''}`}
          >
            <figure className={classes.figure}>
              <div className={classes.frame}>
                <img
                  src={screenshotSrc(slide.screenshot)}
                  alt={screenshotAlt[slide.screenshot]}
                  width={SCREENSHOT_SIZE.width}
                  height={SCREENSHOT_SIZE.height}
                  loading="lazy"
                  decoding="async"
                  className={classes.art}
                />
                <span className={classes.sample}>Sample data</span>
              </div>
              <figcaption className={classes.caption}>
                <strong>{slide.title}</strong>
                <span>{slide.caption}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; every control is a button. */}
      <div className={classes.controls} onKeyDown={onKeyDown} data-slide-controls>
        <button
          data-slide-control="previous"
          aria-label="Previous slide"
          type="button"
          onClick={() => show(active - 1)}
          className={classes.control}
        >
          <IconChevronLeft size={22} aria-hidden="true" />
        </button>
        {slides.map((slide, index) => (
          <button
            data-slide-dot
            key={slide.title}
            aria-label={`Show slide ${index + 1}: ${slide.title}`}
            aria-current={index === active}
            type="button"
            onClick={() => show(index)}
            className={classes.dot}
          />
        ))}
        <button
          data-slide-control="next"
          aria-label="Next slide"
          type="button"
          onClick={() => show(active + 1)}
          className={classes.control}
        >
          <IconChevronRight size={22} aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
