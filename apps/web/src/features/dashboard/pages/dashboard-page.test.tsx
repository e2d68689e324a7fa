import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/session';
import { NEW_ACCOUNT_KEY } from '../../../lib/storage-keys';
import { makeBooking, makeBookingList } from '../../../mocks/fixtures/booking';
import { sampleNotifications } from '../../../mocks/fixtures/notification';
import { api, db, ok, recordRequests, refused, server, signIn, type ApiCall } from '../../../test/session';
import { DashboardPage } from './dashboard-page';

let calls: ApiCall[];
let refuseWrites = false;
// Writes wait for this, so the test sees the panel before the server has answered (the optimistic update).
let releaseWrites: () => void = () => undefined;
let writesReleased: Promise<void> = Promise.resolve();

// The first page of the customer's bookings: two shown of the seven the counts add up to.
const firstPage = () =>
  makeBookingList(
    [makeBooking({ status: 'in-transit', milestone: 'out-for-delivery' }), makeBooking({ _id: '665f1c2ab0c4d5e6f7a8b9c1', status: 'pending', milestone: 'booked' })],
    {
      pagination: { currentPage: 1, totalPages: 1, totalRecords: 2, limit: 100 },
      counts: { total: 7, pending: 1, confirmed: 1, 'in-transit': 1, delivered: 3, cancelled: 1, returned: 0 },
    },
  );

let user: ReturnType<typeof signIn>;

beforeEach(() => {
  refuseWrites = false;
  writesReleased = new Promise((resolve) => (releaseWrites = resolve));
  user = signIn('customer');
  db.notifications = sampleNotifications();
  // No EventSource in jsdom: the bell runs on its polling fallback, which is enough to test the panel's moves.
  vi.stubGlobal('EventSource', undefined);
  server.use(
    http.get(api('/bookings/'), () => ok(firstPage())),
    // A notification write waits for the test, then is refused or goes on to the mock API's own handler.
    http.all(api('/notifications/*'), async ({ request }) => {
      if (request.method === 'GET') return undefined;
      await writesReleased;
      return refuseWrites ? refused(500, 'No', { message: 'No' }) : undefined;
    }),
  );
  calls = recordRequests();
});

afterEach(() => vi.unstubAllGlobals());

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const writes = () => calls.filter((c) => c.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

describe('dashboard (real notifications and figures)', () => {
  it('when it loads, then the tiles show the user’s counts and each bar follows its milestone', async () => {
    renderDashboard();
    const tiles = screen.getByRole('group', { name: 'Booking summary' });
    // Active, Delivered, Cancelled, Total: the first three add up to the fourth, and the line under them says so.
    await waitFor(() => expect(within(tiles).getAllByRole('definition').map((d) => d.textContent)).toEqual(['3', '3', '1', '7']));
    expect(tiles).toHaveAccessibleDescription('3 active + 3 delivered + 1 cancelled = 7 bookings in all');
    expect(screen.getByRole('heading', { level: 1, name: 'Your shipments' })).toBeInTheDocument();
    expect(screen.queryByText('Operations Center')).not.toBeInTheDocument();
    const bars = await screen.findAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['83', '0']);
  });

  it('when an unread notification is clicked, then the badge drops at once and PATCH {read: true} is sent', async () => {
    const u = userEvent.setup();
    renderDashboard();
    await u.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await u.click(screen.getByRole('link', { name: /^Shipment picked up, unread/ }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PATCH', path: '/notifications/n1000000000000000000000a', body: { read: true } }]);
    releaseWrites();
  });

  it('when Mark all read and a dismiss are pressed, then the panel follows at once and the API gets POST read-all and DELETE', async () => {
    const u = userEvent.setup();
    renderDashboard();
    await u.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await u.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Dismiss Booking received' }));
    await waitFor(() => expect(screen.queryByText('Booking received')).not.toBeInTheDocument());
    releaseWrites();
    await waitFor(() =>
      expect(writes().map((c) => `${c.method} ${c.path}`)).toEqual(['POST /notifications/read-all', 'DELETE /notifications/n1000000000000000000000c']),
    );
  });

  it('when the server refuses a dismiss, then the notification comes back', async () => {
    const u = userEvent.setup();
    refuseWrites = true;
    renderDashboard();
    await u.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await u.click(screen.getByRole('button', { name: 'Dismiss Booking confirmed' }));
    await waitFor(() => expect(screen.queryByText('Booking confirmed')).not.toBeInTheDocument());
    releaseWrites();
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
  });

  it('when a new account has no notifications, then the panel says so', async () => {
    db.notifications = [];
    const u = userEvent.setup();
    renderDashboard();
    await u.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});

describe('dashboard navigation and greeting (decision 0038)', () => {
  it('when the profile menu opens, then My Bookings and Reports are there beside Profile, and Quick Actions offer Reports', async () => {
    const u = userEvent.setup();
    renderDashboard();
    const quick = screen.getByRole('heading', { name: 'Quick Actions' }).closest('section') as HTMLElement;
    expect(within(quick).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    const menuButton = screen.getByRole('button', { name: /Open profile menu/ });
    await u.click(menuButton);
    const menu = document.getElementById(menuButton.getAttribute('aria-controls')!) as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(within(menu).getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('when the account was just created by sign-up here, then the greeting is "Welcome", not "Welcome back"', () => {
    localStorage.setItem(NEW_ACCOUNT_KEY, user._id);
    renderDashboard();
    expect(screen.getByText('Welcome, Amara Nwosu · Nwosu Fresh Foods')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('when someone signed in to an existing account, then the greeting is "Welcome back"', () => {
    renderDashboard();
    expect(screen.getByText('Welcome back, Amara Nwosu · Nwosu Fresh Foods')).toBeInTheDocument();
  });
});
