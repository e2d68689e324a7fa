import { useEffect } from 'react';
import { brand } from '../content/brand';

/** The document title of a screen that asks for `title` (none: the home page's). */
export const pageTitle = (title?: string) => (title ? `${title} | ${brand.name}` : `${brand.name} — ${brand.tagline}`);

// Effects do not run where a page is rendered to HTML (the build's prerender, the API's drawn tracking link: decisions
// 0053 and 0068), so while such a render notes titles, the screen's title is noted as it renders and written into the
// page's <title>: the tab, a link preview and a search engine read it before any code runs.
let noting = false;
let noted: string | undefined;

/** Runs a synchronous render and answers the title its screen asked for. */
export function noteTitleWhile<T>(render: () => T): { result: T; title: string | undefined } {
  noting = true;
  noted = undefined;
  try {
    const result = render();
    return { result, title: noted };
  } finally {
    noting = false;
    noted = undefined;
  }
}

/** Sets the document title for the current screen. */
export function usePageTitle(title?: string) {
  if (noting) noted = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
