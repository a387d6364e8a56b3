// Anchor scrolling (spec §2): a URL with #fragment scrolls to that element once it is rendered.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useAnchorScrolling() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a repeated click on the same #link navigates anew (new key) and should scroll again.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    // The target may live in a lazily loaded route: look for it for up to ~1 s.
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      } else if (frames++ < 60) {
        handle = requestAnimationFrame(tryScroll);
      }
    };
    handle = requestAnimationFrame(tryScroll);
    return () => cancelAnimationFrame(handle);
  }, [hash, key]);
}
