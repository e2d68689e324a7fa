import type { Booking, SessionUser } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthProvider } from '../../../lib/session';
import { TOKEN_KEY, USER_KEY } from '../../../lib/storage-keys';
import { DriverShell } from '../components/driver-shell';
import { createMemoryOutboxStorage, type OutboxStorage } from '../outbox/outbox-storage';
import { DriverJobPage } from '../pages/driver-job-page';
import { DriverJobsPage } from '../pages/driver-jobs-page';

export { makeBooking } from '../../../mocks/fixtures/booking';

// Component tests for the driver view: a signed-in driver, a stubbed network that records every call with its
// headers, a memory outbox, and a switch for the phone's connection.

const driver: SessionUser = {
  _id: 'driver-1',
  firstName: 'Diego',
  lastName: 'Ramos',
  email: 'driver1@meridian.test',
  phoneNumber: '+15550100900',
  companyName: 'Meridian Express',
  clientCategory: 'Enterprise',
  verified: true, emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  address: '1 Depot Road',
  role: 'driver',
};

export interface ApiCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = [status: number, body: unknown] | 'network-error';

export const ok = (data: unknown): Answer => [200, { error: false, message: 'OK', data }];
export const refused = (status: number, msg: string): Answer => [status, { error: true, message: 'Refused', msg }];

export function stubDriverApi(answer: (call: ApiCall) => Answer) {
  localStorage.setItem(TOKEN_KEY, 'driver-token');
  localStorage.setItem(USER_KEY, JSON.stringify(driver));
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = input.replace('/api/v1', '');
      const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/user/') return reply(200, { error: false, message: 'OK', data: { user: driver } });
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path,
        headers: { ...(init.headers as Record<string, string>) },
        body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      };
      calls.push(call);
      const answered = answer(call);
      if (answered === 'network-error') throw new TypeError('Failed to fetch');
      return reply(...answered);
    }),
  );
  return calls;
}

/** The phone's connection: `setOnline(false)` is airplane mode, `setOnline(true)` fires the browser's online event. */
export function connection() {
  let online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  return {
    setOnline(value: boolean) {
      online = value;
      window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    },
  };
}

export function renderDriver(path: string, storage: OutboxStorage = createMemoryOutboxStorage()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/driver" element={<DriverShell storage={storage} />}>
              <Route index element={<DriverJobsPage />} />
              <Route path="jobs/:id" element={<DriverJobPage />} />
            </Route>
            <Route path="/auth/login" element={<p>Login screen</p>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { storage, client };
}

/** A server that keeps one job and applies moves to it as the API would (version +1 per move, readings keep it). */
export function jobServer(initial: Booking) {
  let job = initial;
  return {
    get job() {
      return job;
    },
    answer(call: ApiCall): Answer {
      if (call.method === 'GET' && call.path === '/driver/jobs') return ok({ records: [job] });
      if (call.method === 'GET' && call.path === `/driver/jobs/${job._id}`) return ok(job);
      if (call.method === 'POST' && call.path === `/bookings/${job._id}/events`) {
        const event = call.body as { type: string; version?: number };
        if (event.type === 'reading') return ok(job);
        if (event.version !== job.version) return refused(409, 'This booking was changed by someone else. Reload it and try again.');
        const milestones: Record<string, Booking['milestone']> = { pickup: 'picked-up', location: 'in-transit', 'out-for-delivery': 'out-for-delivery', deliver: 'delivered' };
        const milestone = milestones[event.type] ?? job.milestone;
        const status = milestone === 'delivered' ? 'delivered' : 'in-transit';
        job = { ...job, milestone, status, version: job.version + 1 };
        return ok(job);
      }
      return refused(404, 'Not found');
    },
  };
}

/** jsdom has no canvas: a context that draws nothing and a PNG of a few bytes, enough for the form's flow. */
export function stubCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => new Proxy({}, { get: () => () => undefined, set: () => true }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==');
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 300, height: 200, right: 300, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
}
