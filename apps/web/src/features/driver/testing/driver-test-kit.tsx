import type { Booking } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthProvider } from '../../../lib/session';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { db, signIn } from '../../../test/session';
import { DriverShell } from '../components/driver-shell';
import { createMemoryOutboxStorage, type OutboxStorage } from '../outbox/outbox-storage';
import { DriverJobPage } from '../pages/driver-job-page';
import { DriverJobsPage } from '../pages/driver-jobs-page';

export { makeBooking };

// Component tests for the driver view: a driver signed in on the mock API with their jobs in its store, a memory
// outbox, and a switch for the phone's connection. A test records what was sent with recordRequests() and overrides
// a handler with server.use(...) for a refusal or a lost connection (src/test/session.tsx).

const driver = {
  _id: 'driver-1',
  firstName: 'Diego',
  lastName: 'Ramos',
  email: 'driver1@meridian.test',
  phoneNumber: '+15550100900',
  companyName: 'Meridian Express',
  address: '1 Depot Road',
};

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
