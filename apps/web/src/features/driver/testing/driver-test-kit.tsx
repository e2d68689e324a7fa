import type { Booking } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { AuthProvider } from '../../../lib/session';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { api, db, server, signIn } from '../../../test/session';
import { DriverShell } from '../components/driver-shell';
import { createMemoryOutboxStorage, type OutboxStorage } from '../outbox/outbox-storage';
import { DriverJobPage } from '../pages/driver-job-page';
import { DriverJobsPage } from '../pages/driver-jobs-page';

export { makeBooking };

// Component tests for the driver view: a driver signed in on the mock API, the API's answers given by the test and
// every call recorded with its headers, a memory outbox, and a switch for the phone's connection.

const driver = {
  _id: 'driver-1',
  firstName: 'Diego',
  lastName: 'Ramos',
  email: 'driver1@meridian.test',
  phoneNumber: '+15550100900',
  companyName: 'Meridian Express',
  address: '1 Depot Road',
};

export interface ApiCall {
  method: string;
  /** The path under /api/v1, with its query. */
  path: string;
  /** Lower-case names, as the Fetch API gives them. */
  headers: Record<string, string>;
  body: unknown;
}

type Answer = [status: number, body: Record<string, unknown>] | 'network-error';

export const ok = (data: unknown): Answer => [200, { error: false, message: 'OK', data }];
export const refused = (status: number, msg: string): Answer => [status, { error: true, message: 'Refused', msg }];

/**
 * Signs the driver in on the mock API (its session check answers as the API does) and answers every other API call
 * with `answer`, on msw's server: a call the test's answer does not expect is answered, and recorded, all the same.
 */
export function stubDriverApi(answer: (call: ApiCall) => Answer) {
  signIn('driver', driver);
  const calls: ApiCall[] = [];
  server.use(
    http.all(api('/*'), async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.slice('/api/v1'.length) + url.search;
      if (request.method === 'GET' && path === '/user/') return undefined;
      const text = await request.clone().text();
      const call: ApiCall = {
        method: request.method,
        path,
        headers: Object.fromEntries(request.headers.entries()),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      const answered = answer(call);
      if (answered === 'network-error') return HttpResponse.error();
      const [status, body] = answered;
      return HttpResponse.json(body, { status });
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

/**
 * Signs the driver in on the mock API and gives them `jobs`, assigned to them, in its store: the mock API's own driver
 * handlers then serve the list, each job and the moves on it.
 */
export function assignDriverJobs(...jobs: Booking[]) {
  const user = signIn('driver', driver);
  const assignment = {
    driverId: user._id,
    driverName: `${user.firstName} ${user.lastName}`,
    driverPhone: user.phoneNumber,
    vehicleId: 'TRK-101',
    vehicleType: 'truck' as const,
    assignedAt: '2026-11-22T08:00:00.000Z',
  };
  db.bookings = jobs.map((job) => makeBooking({ ...job, assignment }));
}
