import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** spec 2: the page scrolls to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
