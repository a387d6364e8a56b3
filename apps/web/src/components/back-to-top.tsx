// "Back to top": floating, it appears once the visitor has scrolled down a screen; inline, it is a
// link-styled button where it is placed (the end of a help page). Either moves keyboard focus to
// the top of the page as well, so the next Tab starts from the beginning.
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './back-to-top.module.css';
import { isScrolledDown, scrollToTop } from './back-to-top-island.ts';

export function BackToTop({ variant = 'floating' }: { variant?: 'floating' | 'inline' }) {
  if (variant === 'inline') {
    return (
      <button type="button" className={classes.inline} onClick={scrollToTop}>
        <IconArrowUp size={16} aria-hidden="true" /> Back to top
      </button>
    );
  }
  return <FloatingBackToTop />;
}

function FloatingBackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(isScrolledDown());
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={classes.button}
      data-island="back-to-top"
      data-visible={visible}
      onClick={scrollToTop}
      aria-label="Back to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
    >
      <IconArrowUp size={22} aria-hidden="true" />
    </button>
  );
}
