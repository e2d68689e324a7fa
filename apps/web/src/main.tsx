import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/providers';
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

// Decision 0053: a public page prerendered for a first visit is adopted as it is (hydrated). Anyone signed in gets a
// fresh render instead, since their header differs from the prerendered one.
if (container.dataset.prerendered === window.location.pathname && !localStorage.getItem(TOKEN_KEY)) {
  await loadMatchedScreens(routes);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task;
  // the page is already on screen, so nothing waits for it.
  startTransition(() => {
    hydrateRoot(container, app(createBrowserRouter(routes)));
  });
} else {
  createRoot(container).render(app(createAppRouter()));
}
