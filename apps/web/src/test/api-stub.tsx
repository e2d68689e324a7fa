import type { SessionUser, UserRole } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthProvider } from '../lib/session';
import { TOKEN_KEY, USER_KEY } from '../lib/storage-keys';

// Component tests of any feature: a signed-in session of some role and a stubbed network.

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = [status: number, body: unknown];

function sessionUser(role: UserRole): SessionUser {
  return {
    _id: 'user-1',
    firstName: 'Amara',
    lastName: 'Nwosu',
    email: 'amara@example.com',
    phoneNumber: '+15550100200',
    companyName: 'Nwosu Fresh Foods',
    clientCategory: 'Enterprise',
    verified: true, emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    address: '12 Wharf Road',
    role,
  };
}

/**
 * Stubs fetch: the session check answers with a user of `role`; everything else goes to `answer`, and every call is
 * recorded (the session check excepted).
 */
export function stubApi(role: UserRole, answer: (call: ApiCall) => Answer) {
  const user = sessionUser(role);
  localStorage.setItem(TOKEN_KEY, 'test-token');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  const calls: ApiCall[] = [];
  const reply = ([status, body]: Answer) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = input.replace('/api/v1', '');
      if (path === '/user/') return reply([200, { error: false, message: 'OK', data: { user } }]);
      const headers = { ...(init.headers as Record<string, string> | undefined) };
      const call = { method, path, body: init.body instanceof FormData ? init.body : init.body ? (JSON.parse(String(init.body)) as unknown) : undefined, headers };
      calls.push(call);
      return reply(answer(call));
    }),
  );
  return calls;
}

export const ok = (data: unknown): Answer => [200, { error: false, message: 'OK', data }];
export const refused = (status: number, msg: string, fields?: Record<string, string>): Answer => [
  status,
  { error: true, message: 'Refused', msg, ...(fields ? { fields } : {}) },
];

export function renderWithSession(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>{ui}</AuthProvider>
    </QueryClientProvider>,
  );
}
