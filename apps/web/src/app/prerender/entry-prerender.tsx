// Build-time only (scripts/prerender.mjs, decision 0053): renders a public page with the same routes and providers the
// browser uses, so the HTML it writes is what the first client render produces and hydration adopts it unchanged.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../providers';
import { routes } from '../router';

export { PRERENDERED_PATHS, prerenderedFile } from './prerendered-paths';

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
