import type { SessionUser, UserRole } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { addSession } from '../mocks/db';
import { makeSessionUser } from '../mocks/fixtures/user';
import { AuthProvider } from '../lib/session';
import { TOKEN_KEY, USER_KEY } from '../lib/storage-keys';
import { server } from './msw-server';

export { api, ok, refused } from '../mocks/respond';
export { db } from '../mocks/db';
export { server } from './msw-server';

// Component tests of any feature: a signed-in session of some role on the mock API, and a record of what was asked.

const TEST_TOKEN = 'test-token';

/** Signs a user of `role` in, as the app finds them after a sign-in: the token stored and the mock API's session. */
export function signIn(role: UserRole, overrides: Partial<SessionUser> = {}): SessionUser {
  const user = addSession(makeSessionUser(role, overrides), TEST_TOKEN);
  localStorage.setItem(TOKEN_KEY, TEST_TOKEN);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  return user;
}

export interface ApiCall {
  method: string;
  /** The path under /api/v1, with its query. */
  path: string;
  /** JSON as parsed, a FormData as sent, or undefined. */
  body: unknown;
  /** Lower-case names, as the Fetch API gives them. */
  headers: Record<string, string>;
}

/**
 * Every request the screen sends to the API from now on, in order (the session check excepted). The body is read as
 * the request leaves, so it is there by the time the screen has reacted to the answer.
 */
export function recordRequests(): ApiCall[] {
  const calls: ApiCall[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/v1/')) return;
    const path = url.pathname.slice('/api/v1'.length) + url.search;
    if (request.method === 'GET' && path === '/user/') return;
    const call: ApiCall = { method: request.method, path, body: undefined, headers: Object.fromEntries(request.headers.entries()) };
    calls.push(call);
    const copy = request.clone();
    const form = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
    void (form ? copy.formData() : copy.text()).then((read) => {
      call.body = typeof read === 'string' ? (read ? (JSON.parse(read) as unknown) : undefined) : read;
    });
  });
  return calls;
}

export function renderWithSession(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>{ui}</AuthProvider>
    </QueryClientProvider>,
  );
}
