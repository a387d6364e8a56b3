// Three customer testimonials (spec §3: quote, author, title, company), each a part of its own.
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
            {/* Author, job title and company each their own element; the space keeps them apart as text too. */}
            <figcaption>
              <strong>{t.author}</strong> <span>{t.title}</span>, <span>{t.company}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
