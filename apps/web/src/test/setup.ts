import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from './msw-server';

// findBy*/waitFor give up after this long. The default second is too short when CI runs the suites side by side on
// two cores and a lazily loaded chunk or a re-render waits its turn; a real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// A request no handler answers fails the test that made it, so a screen cannot quietly call a URL the mock API (and
// so the web's clients) does not know.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => server.close());
