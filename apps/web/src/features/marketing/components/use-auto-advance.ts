import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { wrapIndex } from './carousel-index';

/**
 * A rotating index that advances every `intervalMs` while `running`; it never auto-advances for users
 * who prefer reduced motion. Manual moves restart the wait.
 */
export function useAutoAdvance(count: number, intervalMs: number, running = true) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const active = running && !reducedMotion && count > 1;

  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [active, count, intervalMs, index]);

  return {
    index: wrapIndex(index, count),
    next: () => setIndex((current) => wrapIndex(current + 1, count)),
    previous: () => setIndex((current) => wrapIndex(current - 1, count)),
    goTo: (target: number) => setIndex(wrapIndex(target, count)),
  };
}
