import { useEffect } from 'react';
import { brand } from '../../content/brand';
import { BrandMark } from './brand-mark';

// spec 2 and 9: shown once per browser session for 3500 ms.
export const SPLASH_SESSION_KEY = 'meridian.splashSeen';
export const SPLASH_DURATION_MS = 3500;

export function hasSeenSplash(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_SESSION_KEY) === 'true';
  } catch {
    return true;
  }
}

/** Shows for SPLASH_DURATION_MS, then marks the session and calls `onDone`. */
export function SplashScreen({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      sessionStorage.setItem(SPLASH_SESSION_KEY, 'true');
      onDone();
    }, SPLASH_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);

  return (
    <div
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center bg-blue-950 text-white"
      role="status"
      aria-label={`${brand.name} is loading`}
      data-testid="splash"
    >
      <BrandMark className="h-20 w-20 animate-[splash-pop_600ms_ease-out]" />
      <p className="mt-6 text-3xl font-bold tracking-tight">{brand.name}</p>
      <p className="mt-2 text-sm font-medium uppercase tracking-[0.3em] text-amber-300">{brand.tagline}</p>
      <div className="mt-8 h-1.5 w-56 overflow-hidden rounded-full bg-white/20" aria-hidden="true">
        {/* spec 2: the bar fills over about 0.8 s starting at 2.5 s */}
        <div className="splash-progress h-full rounded-full bg-amber-300" />
      </div>
    </div>
  );
}
