import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from './msw-server';

// findBy*/waitFor give up after this long. The default second is too short when CI runs the suites side by side on
// two cores and a lazily loaded chunk or a re-render waits its turn; a real failure still fails, only later. 5 s was
// not enough with a whole CI and seven builds beside it on two cores (a debounced place search waited 10 s), so
// tests set no shorter limit of their own and this one holds under that load.
configure({ asyncUtilTimeout: 15_000 });

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
