import { setupWorker } from 'msw/browser';
import { db, resetDb, type MockDb } from './db';
import { handlers } from './handlers';
import { demoDb } from './seed';

// The tab's copy of the mock store survives a reload (a deep link, F5), so a session and what was created stay.
const STORE_KEY = 'meridian-mock-api';

function loadDb(): MockDb {
  const saved = sessionStorage.getItem(STORE_KEY);
  if (!saved) return demoDb();
  const parsed = JSON.parse(saved) as Omit<MockDb, 'sessions' | 'temperatureLogs'> & { sessions: [string, string][]; temperatureLogs: [string, MockDb['temperatureLogs'] extends Map<string, infer T> ? T : never][] };
  return { ...parsed, sessions: new Map(parsed.sessions), temperatureLogs: new Map(parsed.temperatureLogs) };
}

function saveDb(): void {
  sessionStorage.setItem(STORE_KEY, JSON.stringify({ ...db, sessions: [...db.sessions], temperatureLogs: [...db.temperatureLogs] }));
}

/**
 * `pnpm dev:mock` (decision 0093): the service worker answers /api/v1 from the handlers before the app renders, so
 * the SPA runs with no API and no database. Anything else (the app's own files) goes to Vite as usual.
 */
export async function startMockApi(): Promise<void> {
  resetDb(loadDb());
  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', saveDb);
  await worker.start({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
    quiet: true,
  });
}
