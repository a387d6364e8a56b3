// Three customer testimonials (spec §3: quote, author, title, company).
import { IconQuote } from '@tabler/icons-react';
import type { Testimonial } from '../../../content/marketing/testimonials.ts';
import classes from './home-sections.module.css';

export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className={`${classes.grid} ${classes.grid3}`}>
      {testimonials.map((t) => (
        <li key={t.author}>
          <figure className={classes.quote}>
            <IconQuote size={28} className={classes.quoteMark} aria-hidden="true" />
            <blockquote>{t.quote}</blockquote>
            <figcaption>
              <strong>{t.author}</strong>
              {t.title}, {t.company}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
