// Build-time only (scripts/prerender.mjs, decision 0053): renders a public page with the same routes and providers the
// browser uses, so the HTML it writes is what the first client render produces and hydration adopts it unchanged.
import { SAMPLE_TRACKING_NUMBERS, TRACKING_ALPHABET, TRACKING_NUMBER_PREFIX, TRACKING_RANDOM_LENGTH } from '@meridian/contracts/tracking-number';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { EARLY_TRACKING_GLOBAL } from '../../features/tracking/api/early-tracking';
import { renderingWith, SERVER_TRACKING_ELEMENT_ID, serverTrackingBlock, type ServerTracking } from '../../features/tracking/api/server-tracking';
import { API_BASE } from '../../lib/api-client';
import { noteTitleWhile } from '../../lib/use-page-title';
import { TOKEN_KEY } from '../../lib/storage-keys';
import { AppProviders } from '../providers';
import { routes } from '../router';

export { PRERENDERED_PATHS, prerenderedFile } from './prerendered-paths';

/**
 * What the starter needs to send /track?id=...'s lookup before the app's code arrives, exactly as get-tracking.ts sends
 * it (decision 0053). Only a number already in its stored form, as mails and shared links carry it, is asked for early:
 * the page asks for that same string, and the starter needs none of the page's code to know it.
 */
export const EARLY_TRACKING = {
  path: '/track',
  // The screen router.tsx shows there, whose code the starter fetches alongside the entry's.
  screen: 'src/features/tracking/pages/tracking-page.tsx',
  global: EARLY_TRACKING_GLOBAL,
  // Decision 0068: a page the API served with the shipment drawn in carries its answer here; no early lookup then.
  answerElementId: SERVER_TRACKING_ELEMENT_ID,
  url: `${API_BASE}/tracking/`,
  tokenKey: TOKEN_KEY,
  number: `^(?:${SAMPLE_TRACKING_NUMBERS.join('|')}|${TRACKING_NUMBER_PREFIX}[${TRACKING_ALPHABET}]{${TRACKING_RANDOM_LENGTH + 1}})$`,
};

// A first visit has no session: the pages read it from localStorage as they render, and a server has none.
const NO_SESSION: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

/** Runs a synchronous render with an empty localStorage where the process has none (the API; the build script). */
function withoutSession<T>(render: () => T): T {
  if ('localStorage' in globalThis) return render();
  Object.defineProperty(globalThis, 'localStorage', { value: NO_SESSION, configurable: true });
  try {
    return render();
  } finally {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  }
}

export type RenderedPage = { html: string; title: string | undefined };

/**
 * The first screen of `path` as HTML, and the title it asks for; a page that renders data takes it from a cache filled
 * before (renderTrackingLink).
 */
async function renderPage(path: string, around: <T>(render: () => T) => T = (render) => render()): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status}); only plain pages are prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // From here to the end of renderToString nothing awaits, so no other request's render can come between.
  const { result: html, title } = withoutSession(() =>
    around(() =>
      noteTitleWhile(() =>
        renderToString(
          <StrictMode>
            <AppProviders>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </StrictMode>,
        ),
      ),
    ),
  );
  return { html, title };
}

export function render(path: string): Promise<RenderedPage> {
  return renderPage(path);
}

const TITLE = /<title>[^<]*<\/title>/;

/** `page` with its <title> set to `title` (as text), when the screen asked for one. */
export function withTitle(page: string, title: string | undefined): string {
  if (title === undefined) return page;
  const text = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return page.replace(TITLE, () => `<title>${text}</title>`);
}

// The prerendered page's #root, up to the <noscript> that follows it in index.html.
const ROOT = /<div id="root" data-prerendered="\/track">[\s\S]*<\/div>(?=\s*<noscript>)/;
// The starter's tag: the data block goes before it, so the starter can see it when it runs.
const STARTER = /<script type="module" async src="\/assets\/start-/;

/** Whether `template` (dist/prerendered/track.html) has the two places renderTrackingLink writes into. */
export function isTrackingTemplate(template: string): boolean {
  return ROOT.test(template) && STARTER.test(template);
}

/**
 * Decision 0068: /track?id=<number> as the API serves it, the prerendered frame with the shipment drawn in and the
 * answer it was drawn from in the head. The browser renders the page afresh over it (should-hydrate.ts) from that answer.
 */
export async function renderTrackingLink(template: string, answer: ServerTracking, path = `/track?id=${encodeURIComponent(answer.number)}`): Promise<string> {
  if (!isTrackingTemplate(template)) throw new Error('the /track template has no #root or starter to write into');
  // `path` is the address the link was opened at (/track/<number> or /track?id=<number>), so the box reads as it will.
  const { html, title } = await renderPage(path, (draw) => renderingWith(answer, draw));
  const block = serverTrackingBlock(answer);
  const page = template.replace(ROOT, () => `<div id="root" data-prerendered="/track">${html}</div>`).replace(STARTER, (tag) => `${block}${tag}`);
  return withTitle(page, title);
}
