import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

// A screen's code may still be arriving when the route changes, so a #section is looked for over a few frames.
const HASH_TRIES = 60;

/** The page scrolls to the top on every route change, or to the #section the link names. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let frame = 0;
    let tries = 0;
    const find = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' });
      else if ((tries += 1) < HASH_TRIES) frame = requestAnimationFrame(find);
    };
    find();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
