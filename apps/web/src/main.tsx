import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { shouldHydrate } from './app/prerender/should-hydrate';
import { createAppRouter, routes } from './app/router';
import { TOKEN_KEY } from './lib/storage-keys';
import './index.css';

const container = document.getElementById('root')!;

/** Loads the lazy screens the current URL matches, so the first render is the page itself, not the splash. */
async function loadMatchedScreens(all: RouteObject[]): Promise<void> {
  const matches = matchRoutes(all, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * Decision 0053: a public page prerendered for a first visit is adopted as it is (hydrated), unless its URL carries a
 * query or someone is signed in (see shouldHydrate). An async function, not top-level await (decision 0074): a module
 * graph with a top-level await turns off the bundler's merging of shared chunks, and / then fetched 47 script files.
 */
async function start(): Promise<void> {
  // `pnpm dev:mock` (decision 0093): the mock API is up before the first request. MODE is a constant in a build, so
  // the production bundle drops this branch and never contains msw.
  if (import.meta.env.MODE === 'mock') await (await import('./mocks/browser')).startMockApi();
  if (shouldHydrate(container, window.location, localStorage.getItem(TOKEN_KEY))) {
    await loadMatchedScreens(routes);
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task;
    // the page is already on screen, so nothing waits for it.
    startTransition(() => {
      hydrateRoot(container, app(createBrowserRouter(routes)));
    });
    return;
  }
  // A prerendered page rendered afresh (/track?id=..., a signed-in visitor) keeps its HTML on screen while the screen's
  // code loads, so the first render is the page itself and no splash comes between.
  if (container.dataset.prerendered !== undefined) await loadMatchedScreens(routes);
  createRoot(container).render(app(createAppRouter()));
}

// In a task of its own (decision 0074): evaluating the bundle and taking over the page are each a long task on a
// phone, and one after the other in the same task they blocked input for twice as long. A message, not a timer, so a
// page whose clock a test holds still starts.
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => void start();
nextTask.port2.postMessage(null);
