import { DRIVER_ROUTE_MESSAGES } from '@meridian/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRIVER_COPY } from '../../../content/driver';
import { api, db, recordRequests, refused, server } from '../../../test/session';
import { assignDriverJobs, connection, makeBooking, renderDriver } from '../testing/driver-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Ids as the API makes them: the route's schema takes nothing else.
const A = '65a000000000000000000001';
const B = '65a000000000000000000002';
const C = '65a000000000000000000003';
const D = '65a000000000000000000004';
const out = (id: string, trackingNumber: string) => makeBooking({ _id: id, trackingNumber, status: 'in-transit', milestone: 'out-for-delivery', estimatedPickupDate: '2026-12-01' });
const first = out(A, 'MXAAAAABBBBBC');
const second = out(B, 'MXCCCCCDDDDDE');
const third = out(C, 'MXFFFFFGGGGGH');
const picked = makeBooking({ _id: D, trackingNumber: 'MXHHHHHJJJJJK', status: 'in-transit', milestone: 'picked-up', estimatedPickupDate: '2026-12-01' });

/** The tracking numbers of today's cards, top to bottom. */
async function todayOrder(): Promise<string[]> {
  const today = await screen.findByRole('region', { name: /Today/ });
  return within(today)
    .getAllByTestId('driver-job-card')
    .map((card) => within(card).getAllByRole('link')[0]!.textContent ?? '');
}

// Decision 0116: the driver's stops in the order of their route, moved with Move up / Move down.
describe('driver route on the jobs list', () => {
  it('when jobs are out for delivery, then they come first in the route’s order, numbered, and Move up saves the new order', async () => {
    connection();
    assignDriverJobs(picked, first, second, third);
    const driverId = db.bookings[0]!.assignment!.driverId;
    db.driverRoutes[driverId] = [C, A, B];
    const calls = recordRequests();
    renderDriver('/driver');

    await waitFor(async () => expect(await todayOrder()).toEqual(['MX-FFFFF-GGGGGH', 'MX-AAAAA-BBBBBC', 'MX-CCCCC-DDDDDE', 'MX-HHHHH-JJJJJK']));
    expect(screen.getByText('Stop 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up: MX-FFFFF-GGGGGH' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: MX-CCCCC-DDDDDE' })).toBeDisabled();
    // A job not out for delivery has no place on the route.
    expect(screen.queryByRole('button', { name: /MX-HHHHH-JJJJJK/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Move up: MX-AAAAA-BBBBBC' }));
    await waitFor(async () => expect(await todayOrder()).toEqual(['MX-AAAAA-BBBBBC', 'MX-FFFFF-GGGGGH', 'MX-CCCCC-DDDDDE', 'MX-HHHHH-JJJJJK']));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/driver/route', body: { stops: [A, C, B] } }));
    expect(db.driverRoutes[driverId]).toEqual([A, C, B]);

    await userEvent.click(screen.getByRole('button', { name: 'Move down: MX-FFFFF-GGGGGH' }));
    await waitFor(() => expect(db.driverRoutes[driverId]).toEqual([A, B, C]));
    expect(await todayOrder()).toEqual(['MX-AAAAA-BBBBBC', 'MX-CCCCC-DDDDDE', 'MX-FFFFF-GGGGGH', 'MX-HHHHH-JJJJJK']);
  });

  it('when the save is refused, then the list goes back to the saved order and says so', async () => {
    connection();
    assignDriverJobs(first, second);
    server.use(http.put(api('/driver/route'), () => refused(400, DRIVER_ROUTE_MESSAGES.notTheJobs)));
    renderDriver('/driver');

    await waitFor(async () => expect(await todayOrder()).toEqual(['MX-AAAAA-BBBBBC', 'MX-CCCCC-DDDDDE']));
    await userEvent.click(screen.getByRole('button', { name: 'Move down: MX-AAAAA-BBBBBC' }));
    expect(await screen.findByText(DRIVER_COPY.routeSaveError)).toBeInTheDocument();
    await waitFor(async () => expect(await todayOrder()).toEqual(['MX-AAAAA-BBBBBC', 'MX-CCCCC-DDDDDE']));
  });

  it('when the driver reorders offline, then the new order shows at once and waits on the phone, and back online it is saved', async () => {
    const phone = connection();
    assignDriverJobs(first, second, third);
    const driverId = db.bookings[0]!.assignment!.driverId;
    db.driverRoutes[driverId] = [A, B, C];
    const calls = recordRequests();
    renderDriver('/driver');
    await waitFor(async () => expect(await todayOrder()).toEqual(['MX-AAAAA-BBBBBC', 'MX-CCCCC-DDDDDE', 'MX-FFFFF-GGGGGH']));

    phone.setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Move up: MX-FFFFF-GGGGGH' }));
    await waitFor(async () => expect(await todayOrder()).toEqual(['MX-AAAAA-BBBBBC', 'MX-FFFFF-GGGGGH', 'MX-CCCCC-DDDDDE']));
    await userEvent.click(screen.getByRole('button', { name: 'Move up: MX-FFFFF-GGGGGH' }));
    await waitFor(async () => expect(await todayOrder()).toEqual(['MX-FFFFF-GGGGGH', 'MX-AAAAA-BBBBBC', 'MX-CCCCC-DDDDDE']));
    expect(screen.getByText(DRIVER_COPY.routeWaiting)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    phone.setOnline(true);
    await waitFor(() => expect(db.driverRoutes[driverId]).toEqual([C, A, B]));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(DRIVER_COPY.routeWaiting)).not.toBeInTheDocument());
    expect(await todayOrder()).toEqual(['MX-FFFFF-GGGGGH', 'MX-AAAAA-BBBBBC', 'MX-CCCCC-DDDDDE']);
  });
});
