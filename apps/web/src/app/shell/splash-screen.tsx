import { brand } from '../../content/brand';
import { BrandMark } from './brand-mark';

/**
 * The brand while the first screen's code is still arriving (the router's hydrate fallback), and never longer:
 * we depart from the original app's fixed 3.5 s splash so a link from an e-mail opens on its content (decision 0037).
 */
export function SplashScreen() {
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
        <div className="splash-progress h-full w-1/3 rounded-full bg-amber-300" />
      </div>
    </div>
  );
}
