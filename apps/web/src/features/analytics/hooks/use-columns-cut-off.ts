// Whether a scrolling box has content beyond its right edge: the pivot then says "More columns →"
// and shades that edge. Checked on scroll and whenever the box or its content changes size.
import { type RefObject, useEffect, useState } from 'react';

/** A pixel of rounding (zoomed pages) is not a column. */
const SLACK_PX = 1;

export function useColumnsCutOff(ref: RefObject<HTMLElement | null>): boolean {
  const [cutOff, setCutOff] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setCutOff(box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK_PX);
    check();
    box.addEventListener('scroll', check, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [ref]);
  return cutOff;
}
