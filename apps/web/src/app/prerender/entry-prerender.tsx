// Build-time only (scripts/prerender.mjs, decision 0053): renders a public page with the same routes and providers the
// browser uses, so the HTML it writes is what the first client render produces and hydration adopts it unchanged.
import { SAMPLE_TRACKING_NUMBERS, TRACKING_ALPHABET, TRACKING_NUMBER_PREFIX, TRACKING_RANDOM_LENGTH } from '@meridian/contracts/tracking-number';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { EARLY_TRACKING_GLOBAL } from '../../features/tracking/api/early-tracking';
import { API_BASE } from '../../lib/api-client';
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
  url: `${API_BASE}/tracking/`,
  tokenKey: TOKEN_KEY,
  number: `^(?:${SAMPLE_TRACKING_NUMBERS.join('|')}|${TRACKING_NUMBER_PREFIX}[${TRACKING_ALPHABET}]{${TRACKING_RANDOM_LENGTH + 1}})$`,
};

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status}); only plain pages are prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
