import { useCallback, useEffect, useRef } from 'react';

/**
 * `later(fn, ms)` runs `fn` after `ms` unless the component has unmounted first; scheduling again
 * replaces the pending call. The timed redirects (after login, sign-up, booking, payment) go through it
 * so a user who navigates away meanwhile is never pulled back.
 */
export function useLater(): (fn: () => void, ms: number) => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback((fn: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(fn, ms);
  }, []);
}
