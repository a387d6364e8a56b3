// Home's banner slider (spec §2, §9): three slides, 4000 ms each with 600 ms cross-fades. It stops
// while hovered, stops for good once keyboard focus enters it (until the user restarts it), never
// rotates for visitors who ask for reduced motion, and every slide's button scrolls to its anchor.
// The prerendered Home runs the same markup without React: banner-slider-island.ts follows these rules.
import { Button, Container } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BannerSlide } from '../../../content/marketing/home-copy.ts';
import { SLIDE_DELAY_MS } from '../islands/banner-slider-island.ts';
import classes from './banner-slider.module.css';
import { Illustration } from './illustration.tsx';

type BannerSliderProps = { title: string; slides: BannerSlide[] };

export function BannerSlider({ title, slides }: BannerSliderProps) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  // null until the visitor chooses: then rotation follows the reduced-motion preference.
  const [stoppedByUser, setStoppedByUser] = useState<boolean | null>(null);
  const reducedMotion = useReducedMotion();
  const stopped = stoppedByUser ?? reducedMotion;
  const rotating = !stopped && !hovered;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new slide restarts the 4000 ms timer.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % slides.length), SLIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, active, slides.length]);

  const show = (index: number) => setActive((index + slides.length) % slides.length);
  // A click focuses too, but the pointer already pauses the slider by hovering: only keyboard
  // focus arriving from outside stops the rotation (the Start button restarts it).
  const focusByPointer = useRef(false);
  const onPointerDown = () => {
    focusByPointer.current = true;
    window.setTimeout(() => {
      focusByPointer.current = false;
    }, 0);
  };
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const fromOutside = !event.currentTarget.contains(event.relatedTarget as Node | null);
    if (fromOutside && !focusByPointer.current) setStoppedByUser(true);
  };

  return (
    <section
      className={classes.banner}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-island="banner-slider"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onPointerDownCapture={onPointerDown}
    >
      <Container size="lg" w="100%">
        <h1 className={classes.eyebrow}>{title}</h1>
      </Container>
      <div className={classes.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const isActive = index === active;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group.
            <div
              key={slide.target}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={!isActive}
              inert={!isActive}
              className={`${classes.slide} ${isActive ? classes.active : ''}`}
              data-testid={`banner-slide-${index + 1}`}
            >
              <Container size="lg" w="100%">
                <div className={classes.slideInner}>
                  <div>
                    <h2 className={classes.heading}>{slide.heading}</h2>
                    <p className={classes.text}>{slide.text}</p>
                    <Button component={Link} to={`#${slide.target}`} size="lg" color="amber" c="black">
                      {slide.buttonLabel}
                    </Button>
                  </div>
                  <Illustration kind={slide.illustration} className={classes.art} />
                </div>
              </Container>
            </div>
          );
        })}
      </div>
      <div className={classes.controls}>
        <button
          type="button"
          className={classes.control}
          onClick={() => show(active - 1)}
          aria-label="Previous slide"
          data-slide-control="previous"
        >
          <IconChevronLeft size={22} aria-hidden="true" />
        </button>
        {slides.map((slide, index) => (
          <button
            key={slide.target}
            type="button"
            className={classes.dot}
            aria-label={`Show slide ${index + 1}: ${slide.heading}`}
            aria-current={index === active}
            data-slide-dot={index}
            onClick={() => show(index)}
          />
        ))}
        <button
          type="button"
          className={classes.control}
          onClick={() => show(active + 1)}
          aria-label="Next slide"
          data-slide-control="next"
        >
          <IconChevronRight size={22} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={classes.control}
          onClick={() => setStoppedByUser(!stopped)}
          aria-label={stopped ? 'Start slide rotation' : 'Stop slide rotation'}
          data-rotating={rotating}
          data-stopped={stopped}
          data-slide-control="toggle"
        >
          {/* Both icons, one shown by CSS: the prerendered Home switches them without React. */}
          <IconPlayerPlay size={20} aria-hidden="true" className={classes.startIcon} />
          <IconPlayerPause size={20} aria-hidden="true" className={classes.stopIcon} />
        </button>
      </div>
    </section>
  );
}
