import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { makeOrganization } from '../../../mocks/fixtures/organization';
import { api, db, ok, recordRequests, renderWithSession, server, signIn } from '../../../test/session';
import { BookingDetailPage } from './booking-detail-page';

function renderDetail(id: string) {
  renderWithSession(
    <MemoryRouter initialEntries={[`/bookings/${id}`]}>
      <Routes>
        <Route path="/bookings/:id" element={<BookingDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('booking detail page', () => {
  it('when the caller is a viewer of the organization, then the booking shows without Pay, Edit or Cancel (decision 0055)', async () => {
    const booking = makeBooking({ status: 'pending', paymentStatus: 'unpaid' });
    signIn('customer');
    db.bookings = [booking];
    db.organization = makeOrganization({ role: 'viewer' });
    renderDetail(booking._id);
    expect(await screen.findByTestId('status-banner')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /pay/i })).not.toBeInTheDocument();
  });

  it('when the booking is delivered, then its proof of delivery is shown with the PDF, and Edit is not offered (decision 0037)', async () => {
    const booking = makeBooking({
      status: 'delivered',
      milestone: 'delivered',
      proofOfDelivery: { receiverName: 'Rae Receiver', deliveredAt: '2099-12-04T15:05:00.000Z', place: 'Boston, MA', hasPhoto: false },
    });
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    const proof = await screen.findByTestId('proof-of-delivery');
    expect(proof).toHaveTextContent('Rae Receiver');
    expect(proof).toHaveTextContent('Boston, MA');
    expect(screen.getByRole('button', { name: 'Proof of delivery (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByTestId('edit-closed')).toHaveTextContent('This booking is delivered, so it can no longer be changed.');
  });

  it('when the booking is delivered, then the actual pickup and delivery times replace the planned dates, and the proof shows place, signer, time and photo (decision 0084)', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:delivery-photo');
    URL.revokeObjectURL = vi.fn();
    const booking = makeBooking({
      status: 'delivered',
      milestone: 'delivered',
      estimatedPickupDate: '2099-12-01',
      estimatedDeliveryDate: '2099-12-04',
      statusHistory: [
        { status: 'pending', milestone: 'booked', at: '2099-11-20T14:05:00.000Z', by: 'user-1' },
        { status: 'in-transit', milestone: 'picked-up', at: '2099-12-02T09:30:00.000Z', by: 'driver-1', location: { place: 'Baltimore depot' } },
        { status: 'delivered', milestone: 'delivered', at: '2099-12-03T16:45:00.000Z', by: 'driver-1' },
      ],
      proofOfDelivery: { receiverName: 'Rae Receiver', deliveredAt: '2099-12-03T16:45:00.000Z', place: '9 Market Road, Boston', hasPhoto: true },
    });
    signIn('customer');
    db.bookings = [booking];
    const calls = recordRequests();
    renderDetail(booking._id);
    expect(await screen.findByTestId('origin-when')).toHaveTextContent(/Dec 2, 2099/);
    expect(screen.getByText('Picked up')).toBeInTheDocument();
    expect(screen.getByTestId('destination-when')).toHaveTextContent(/Dec 3, 2099/);
    expect(screen.queryByText('Dec 1, 2099')).not.toBeInTheDocument();
    expect(screen.queryByText('Dec 4, 2099')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Planned/)).not.toBeInTheDocument();

    const proof = within(await screen.findByRole('region', { name: 'Proof of Delivery' }));
    expect(proof.getByTestId('proof-of-delivery')).toHaveTextContent('Place9 Market Road, Boston');
    expect(proof.getByTestId('proof-of-delivery')).toHaveTextContent('Signed byRae Receiver');
    expect(proof.getByTestId('proof-of-delivery')).toHaveTextContent(/Delivered.*Dec 3, 2099/);
    expect(await proof.findByRole('img', { name: /delivery to Rae Receiver/ })).toHaveAttribute('src', 'blob:delivery-photo');
    expect(calls.some((c) => c.path === `/bookings/${booking._id}/proof-of-delivery/photo`)).toBe(true);
  });

  it('when the booking is not yet picked up, then the planned dates show, said to be planned', async () => {
    const booking = makeBooking({ estimatedPickupDate: '2099-12-01', estimatedDeliveryDate: '2099-12-04' });
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    expect(await screen.findByText('Planned pickup')).toBeInTheDocument();
    expect(screen.getByText('Planned delivery')).toBeInTheDocument();
  });

  it('when shown, then pickup and delivery are the calendar dates with no time the user never entered (decision 0009)', async () => {
    const booking = makeBooking({ estimatedPickupDate: '2099-12-01', estimatedDeliveryDate: '2099-12-04' });
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    expect(await screen.findByText('Dec 1, 2099')).toBeInTheDocument();
    expect(screen.getByText('Dec 4, 2099')).toBeInTheDocument();
    expect(screen.queryByText(/12:00/)).not.toBeInTheDocument();
  });

  it("when the carrier has moved the booking, then its history shows each step with who, where and the note (decision 0019)", async () => {
    const booking = makeBooking({
      status: 'in-transit',
      milestone: 'picked-up',
      statusHistory: [
        { status: 'pending', at: '2026-11-20T14:05:00.000Z', by: 'user-1', event: 'created', byRole: 'customer' },
        { status: 'confirmed', at: '2026-11-20T15:00:00.000Z', by: 'ops-1', event: 'confirm', byName: 'Olivia Ops', byRole: 'operator', note: 'Dock 4 is ready' },
        { status: 'in-transit', at: '2026-11-21T09:30:00.000Z', by: 'drv-1', event: 'pickup', byName: 'Diego Ramos', byRole: 'driver', location: { place: 'Baltimore, MD' } },
      ],
    });
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    const history = (await screen.findByRole('heading', { name: 'History' })).closest('section') as HTMLElement;
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getAllByText(/./)[0]?.textContent)).toEqual(['Picked up', 'Confirmed', 'Booked']);
    expect(steps[0]).toHaveTextContent('by Diego Ramos (Driver)');
    expect(steps[0]).toHaveTextContent('At Baltimore, MD');
    expect(steps[1]).toHaveTextContent('Dock 4 is ready');
  });

  it('when the vehicle is a truck, then it reads Road Truck, as on every other screen', async () => {
    const booking = makeBooking({ vehicleType: 'truck' });
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    expect(await screen.findByText('Road Truck')).toBeInTheDocument();
  });

  it('when an edit is saved, then the dialog closes and the page says the booking was updated (decision 0014)', async () => {
    const booking = makeBooking();
    signIn('customer');
    db.bookings = [booking];
    server.use(http.patch(api('/bookings/:id'), () => ok({ ...booking, version: booking.version + 1, notes: 'Gate 4' })));
    renderDetail(booking._id);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Booking updated.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Gate 4')).toBeInTheDocument();
  });

  it('when the booking cannot be loaded, then the server message shows under Error Loading Booking with Back to Bookings', async () => {
    signIn('customer');
    renderDetail('665f1c2ab0c4d5e6f7a8b9c0');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Booking' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Booking not found');
    expect(within(alert).getByRole('link', { name: 'Back to Bookings' })).toHaveAttribute('href', '/bookings');
  });
});
