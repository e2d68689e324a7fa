import { useEffect } from 'react';
import { brand } from '../content/brand';

/** Sets the document title for the current screen. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : `${brand.name} — ${brand.tagline}`;
  }, [title]);
}
