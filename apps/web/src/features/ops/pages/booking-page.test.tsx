import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { addSession } from '../../../mocks/db';
import { CUSTOMER_ID } from '../../../mocks/fixtures/booking';
import { makePlacedBooking, makeScannedBooking } from '../../../mocks/fixtures/placed-booking';
import { makeTemperatureLog } from '../../../mocks/fixtures/temperature-log';
import { makeSessionUser } from '../../../mocks/fixtures/user';
import { api, db, ok, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { makeOpsBooking } from '../testing/ops-test-kit';
import { OpsBookingPage } from './booking-page';
// The canvas plot needs a real browser (the e2e journeys draw it); here the chart's text is what is checked.
vi.mock('../../../components/temperature-chart/temperature-plot', () => ({ default: () => <div data-testid="temperature-plot" /> }));


function renderBooking(id: string) {
  renderWithSession(
    <MemoryRouter initialEntries={[`/ops/bookings/${id}`]}>
      <Routes>
        <Route path="/ops/bookings/:id" element={<OpsBookingPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const perishable = makeOpsBooking({
  milestone: 'in-transit',
  status: 'in-transit',
  isPerishable: true,
  tempControlCelsius: 4,
  notes: 'Keep refrigerated.',
  assignment: { driverId: '64b7f0c2a1b2c3d4e5f60001', driverName: 'Diego Ramos', driverPhone: '+1 555 010 0301', vehicleId: 'TRK-101', vehicleType: 'truck', assignedAt: '2026-11-21T08:00:00.000Z' },
  currentLocation: { place: 'Newark depot', at: '2026-11-21T12:00:00.000Z' },
  statusHistory: [
    { status: 'pending', at: '2026-11-20T14:05:00.000Z', by: 'user-1', event: 'created', byName: 'Amara Nwosu', byRole: 'customer' },
    { status: 'confirmed', at: '2026-11-21T07:00:00.000Z', by: 'ops-1', event: 'confirm', byName: 'Olivia Ops', byRole: 'operator', note: 'Dock 4' },
    { status: 'in-transit', at: '2026-11-21T12:00:00.000Z', by: 'drv-1', event: 'location', byName: 'Diego Ramos', byRole: 'driver', location: { place: 'Newark depot' } },
  ],
});

const temperatureLog = makeTemperatureLog({
  band: { target: 4, min: 2, max: 6, tolerance: 2 },
  readings: [
    { at: '2026-11-21T08:00:00.000Z', celsius: 4, source: 'sensor' },
    { at: '2026-11-21T09:00:00.000Z', celsius: 9, source: 'sensor' },
    { at: '2026-11-21T10:00:00.000Z', celsius: 4, source: 'sensor' },
  ],
  timeInBandPercent: 50,
  excursions: [{ id: 'exc-1', openedAt: '2026-11-21T09:00:00.000Z', closedAt: '2026-11-21T10:00:00.000Z', closedBy: 'reading', peakCelsius: 9, direction: 'above', acknowledgement: null }],
});

/** An operator signed in; `booking` is stored as its customer (Amara, CUSTOMER_ID) made it, with `readings`. */
function operatorWith(booking: ReturnType<typeof makeOpsBooking>, readings = temperatureLog) {
  signIn('operator', { _id: '64b7f0c2a1b2c3d4e5f60999', firstName: 'Olivia', lastName: 'Ops', email: 'ops@meridian.test' });
  addSession(makeSessionUser('customer', { _id: CUSTOMER_ID }), 'customer-token');
  db.bookings = [{ ...booking, createdBy: CUSTOMER_ID }];
  db.temperatureLogs.set(booking._id, readings);
}

describe('operator booking view', () => {
  it('when a booking is opened, then its route, customer, assignment, history and cold chain show', async () => {
    operatorWith(perishable);
    renderBooking(perishable._id);

    expect(await screen.findByRole('heading', { level: 1, name: 'MX-4F7K2-P9QZ8T' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'amara@example.com' })).toHaveAttribute('href', 'mailto:amara@example.com');
    expect(screen.getByRole('link', { name: '+15550100200' })).toHaveAttribute('href', 'tel:+15550100200');
    expect(screen.getByRole('link', { name: 'All bookings of this customer' })).toHaveAttribute('href', '/ops?customer=64b7f0c2a1b2c3d4e5f60718');
    expect(screen.getByText('TRK-101')).toBeInTheDocument();
    expect(screen.getAllByText('Newark depot').length).toBeGreaterThan(0);
    expect(screen.getByText('Keep refrigerated.')).toBeInTheDocument();

    const history = screen.getByRole('heading', { name: 'History' }).closest('section') as HTMLElement;
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getAllByText(/./)[0]?.textContent)).toEqual(['Location update', 'Confirmed', 'Booked']);
    expect(within(entries[1]!).getByText('by Olivia Ops (Operator)')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Dock 4')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('At Newark depot')).toBeInTheDocument();

    const coldChain = (await screen.findByRole('heading', { name: 'Cold chain' })).closest('section') as HTMLElement;
    expect(await within(coldChain).findByText('50%')).toBeInTheDocument();
    expect(within(coldChain).getByText(/Allowed 2 to 6 °C/)).toBeInTheDocument();
    expect(coldChain).toHaveTextContent(/Above the band from .+ peak 9 °C/);
  });

  it('when a booking has places, pieces and emissions, then the console shows the countries, each piece with its SSCC and the CO2e (decision 0096)', async () => {
    const placed = makeOpsBooking(makePlacedBooking());
    operatorWith(placed);
    renderBooking(placed._id);

    expect(await screen.findByTestId('pickup-country')).toHaveTextContent('Netherlands');
    expect(screen.getByTestId('drop-off-country')).toHaveTextContent('Germany');
    expect(screen.getByText(/Rotterdam, NL → Hamburg, DE/)).toBeInTheDocument();
    const pieces = within(screen.getByTestId('pieces-table'));
    expect(pieces.getAllByRole('row')).toHaveLength(4);
    expect(pieces.getByText('(00) 0 0614141 123456781 4')).toBeInTheDocument();
    expect(pieces.getByText('3 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('co2e-figure')).toHaveTextContent(`${placed.emissions!.co2eWtwKg.toFixed(1)} kg CO₂e`);
    expect(screen.getByTestId('route-facts')).toHaveTextContent(/About \d+ km by road/);
  });

  it('when the pieces were scanned at both ends, then each piece lists its scans with who and when, a photo on request, and the sender’s signature (decision 0100)', async () => {
    const scanned = makeOpsBooking(makeScannedBooking());
    operatorWith(scanned);
    const calls = recordRequests();
    renderBooking(scanned._id);

    const card = within((await screen.findByRole('heading', { name: 'Piece scans' })).closest('section') as HTMLElement);
    expect(card.getByText('3 of 3 pieces scanned')).toBeInTheDocument();
    const pieces = card.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    expect(pieces).toHaveLength(3);
    const box = within(pieces[1]!);
    expect(box.getByText('Piece 2 of 3')).toBeInTheDocument();
    expect(box.getByText('(00) 0 0614141 123456782 1')).toBeInTheDocument();
    expect(box.getAllByText('Damaged')).toHaveLength(2);
    expect(box.getByText('Corner crushed')).toBeInTheDocument();
    expect(box.getAllByText(/Diego Ramos · Nov 2[12], 2026/)).toHaveLength(2);
    expect(within(pieces[2]!).getByText('Missing')).toBeInTheDocument();
    expect(within(pieces[2]!).getByText('Not on the truck')).toBeInTheDocument();

    await userEvent.setup().click(box.getByRole('button', { name: 'Show photo' }));
    expect(await box.findByRole('img', { name: 'Photo of piece (00) 0 0614141 123456782 1' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(`/bookings/${scanned._id}/pieces/${scanned.pieces![1]!.sscc}/scans/0/photo`);

    const pickup = within(screen.getByRole('heading', { name: 'Proof of pickup' }).closest('section') as HTMLElement);
    expect(pickup.getByText('Pieter Sender')).toBeInTheDocument();
    expect(await pickup.findByRole('img', { name: 'Signature of Pieter Sender' })).toBeInTheDocument();
    const delivery = within(screen.getByRole('heading', { name: 'Proof of delivery' }).closest('section') as HTMLElement);
    expect(delivery.getByText('One box missing, one crushed on a corner')).toBeInTheDocument();
    const table = within(screen.getByTestId('pieces-table'));
    expect(table.getByText('Pickup Damaged · Delivery Damaged')).toBeInTheDocument();
    expect(table.getByText('Pickup OK · Delivery Missing')).toBeInTheDocument();
  });

  it('when the booking is delivered, then the route gives the actual pickup and delivery times, not the planned dates (decision 0084)', async () => {
    const delivered = makeOpsBooking({
      milestone: 'delivered',
      status: 'delivered',
      estimatedPickupDate: '2026-11-19',
      estimatedDeliveryDate: '2026-11-25',
      statusHistory: [
        { status: 'pending', at: '2026-11-18T14:05:00.000Z', by: 'user-1', milestone: 'booked' },
        { status: 'in-transit', at: '2026-11-21T12:00:00.000Z', by: 'drv-1', milestone: 'picked-up' },
        { status: 'delivered', at: '2026-11-22T16:30:00.000Z', by: 'drv-1', milestone: 'delivered' },
      ],
    });
    operatorWith(delivered);
    renderBooking(delivered._id);
    const route = (await screen.findByRole('heading', { name: 'Route' })).closest('section') as HTMLElement;
    expect(within(route).getByText('Picked up')).toBeInTheDocument();
    expect(route).toHaveTextContent(/Nov 21, 2026/);
    expect(within(route).getByText('Delivered')).toBeInTheDocument();
    expect(route).toHaveTextContent(/Nov 22, 2026/);
    expect(route).not.toHaveTextContent(/Nov 19, 2026|Nov 25, 2026/);
  });

  it('when a move is refused as stale, then Reload fetches the booking again and its fresh moves show', async () => {
    const fresh = { ...perishable, milestone: 'out-for-delivery' as const, version: perishable.version + 1 };
    let loads = 0;
    operatorWith(perishable);
    server.use(
      http.post(api('/bookings/:id/events'), () => refused(409, 'This booking has changed since you loaded it. Reload to see the latest.')),
      http.get(api('/ops/bookings/:id'), () => {
        loads += 1;
        return ok(loads === 1 ? perishable : fresh);
      }),
    );
    renderBooking(perishable._id);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Out for delivery' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark out for delivery' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This booking has changed since you loaded it. Reload to see the latest.');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Out for delivery' })).not.toBeInTheDocument());
    expect(loads).toBe(2);
    expect(screen.getByRole('button', { name: 'Delivered' })).toBeInTheDocument();
  });

  it('when the booking cannot be loaded, then the server message shows', async () => {
    signIn('operator');
    renderBooking('665f1c2ab0c4d5e6f7a8b9c0');
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found');
  });
});
