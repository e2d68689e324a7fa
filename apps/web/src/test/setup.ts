import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from './msw-server';

// findBy*/waitFor give up after this long: a backstop against a hang, never a figure (decision 0119). Each wait ends
// on its element; beside another heavy process (load 20 on two cores) the web suite ran ten times its quiet time, and a
// wait of a few seconds quiet took tens. Where an issue names a time (the map within 5 s), the test says so itself.
configure({ asyncUtilTimeout: 60_000 });

// Requests the mock API is still answering. A test's last requests (its session check, a refetch) may be answered
// after it ends; answered from the next test's emptied store, a session check would say 401 and sign that test out.
const inFlight = new Set<string>();
function trackRequests() {
  server.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
  server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
}

async function settle(): Promise<void> {
  for (let waited = 0; inFlight.size > 0 && waited < 2_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
  inFlight.clear();
}

// A request no handler answers fails the test that made it, so a screen cannot quietly call a URL the mock API (and
// so the web's clients) does not know.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  trackRequests();
});

afterEach(async () => {
  cleanup();
  await settle();
  server.resetHandlers();
  server.events.removeAllListeners();
  trackRequests();
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => server.close());
