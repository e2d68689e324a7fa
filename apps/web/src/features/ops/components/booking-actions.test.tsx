import { MILESTONE_STATUS, STALE_BOOKING_MESSAGE, type Milestone, type UserRole } from '@meridian/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, db, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { DRIVERS, makeOpsBooking } from '../testing/ops-test-kit';
import { BookingActions, movesFor } from './booking-actions';

const driverAssignment = {
  driverId: DRIVERS[0]!._id,
  driverName: 'Diego Ramos',
  driverPhone: '+15550100301',
  vehicleId: 'TRK-101',
  vehicleType: 'truck' as const,
  assignedAt: '2026-11-21T08:00:00.000Z',
};

function at(milestone: Milestone, extra: Parameters<typeof makeOpsBooking>[0] = {}) {
  const hasDriver = !['booked', 'confirmed', 'cancelled'].includes(milestone);
  return makeOpsBooking({ milestone, status: MILESTONE_STATUS[milestone], assignment: hasDriver ? driverAssignment : null, ...extra });
}

/** An operator signed in, with `booking` stored for the moves to act on; what is sent from now on is recorded. */
function operatorWith(booking: ReturnType<typeof makeOpsBooking>) {
  signIn('operator');
  db.bookings = [booking];
  return recordRequests();
}

/** Every move on a booking is answered with `answer`. */
const movesAnswer = (answer: () => Response) => server.use(http.post(api('/bookings/:id/events'), answer));

describe('the moves a booking offers (contracts availableEvents)', () => {
  it.each<[UserRole, Milestone, boolean, string[]]>([
    ['operator', 'booked', false, ['confirm', 'cancel']],
    ['operator', 'confirmed', false, ['assign', 'cancel']],
    ['operator', 'assigned', false, ['assign', 'pickup', 'cancel']],
    ['operator', 'assigned', true, ['assign', 'pickup', 'cancel', 'reading']],
    ['operator', 'picked-up', false, ['location', 'out-for-delivery', 'deliver', 'cancel']],
    ['operator', 'out-for-delivery', true, ['location', 'delivery-failed', 'deliver', 'cancel', 'reading']],
    ['operator', 'delivery-attempted', false, ['location', 'out-for-delivery', 'deliver', 'cancel']],
    ['admin', 'booked', false, ['confirm', 'cancel']],
    ['operator', 'delivered', true, []],
    ['operator', 'cancelled', false, []],
    ['driver', 'assigned', true, ['pickup', 'reading']],
    ['driver', 'booked', false, []],
    ['customer', 'picked-up', false, []],
  ])('when %s looks at a booking %s (perishable: %s), then the moves are %j', (role, milestone, perishable, expected) => {
    expect(movesFor(role, at(milestone, { isPerishable: perishable, tempControlCelsius: perishable ? 4 : 0 }))).toEqual(expected);
  });
});

describe('BookingActions', () => {
  it('when an operator opens a new booking, then Confirm and Cancel are its only buttons', async () => {
    operatorWith(at('booked'));
    renderWithSession(<BookingActions booking={at('booked')} onReload={vi.fn()} />);
    const moves = await screen.findByRole('region', { name: 'Moves' });
    await waitFor(() => expect(within(moves).getAllByRole('button').map((button) => button.textContent)).toEqual(['Confirm', 'Cancel']));
  });

  it('when a delivered booking is shown, then no move is offered and the page says why', async () => {
    operatorWith(at('delivered'));
    renderWithSession(<BookingActions booking={at('delivered')} onReload={vi.fn()} />);
    expect(await screen.findByText('No moves are left: this booking is delivered.')).toBeInTheDocument();
  });

  it('when Confirm is sent for a paid booking, then the body carries the loaded version and the page says it is confirmed', async () => {
    const booking = at('booked', { version: 7, paymentStatus: 'paid' });
    const calls = operatorWith(booking);
    renderWithSession(<BookingActions booking={booking} onReload={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm booking' });
    await user.type(within(dialog).getByLabelText(/Note/), 'Dock 4 ready');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: `/bookings/${booking._id}/events`, body: { type: 'confirm', version: 7, note: 'Dock 4 ready' } })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when an unpaid booking of a customer without invoice terms is confirmed, then the form asks for the reason and sends it as unpaidReason', async () => {
    const booking = at('booked', { version: 3, paymentStatus: 'unpaid' });
    const calls = operatorWith(booking);
    renderWithSession(<BookingActions booking={booking} onReload={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm booking' });
    expect(within(dialog).getByText('This booking is not paid')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm unpaid booking' }));
    expect(await within(dialog).findByText('Reason to confirm before payment is required')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reason to confirm before payment/), 'Pays on delivery, agreed by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm unpaid booking' }));
    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ body: { type: 'confirm', version: 3, unpaidReason: 'Pays on delivery, agreed by phone' } })]);
  });

  it('when the unpaid booking is a Business one of a verified company (invoice terms), then no reason is asked', async () => {
    const base = at('booked', { version: 2, paymentStatus: 'unpaid', customerType: 'Business' });
    const booking = { ...base, customer: { ...base.customer!, verified: true } };
    const calls = operatorWith(booking);
    renderWithSession(<BookingActions booking={booking} onReload={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm booking' });
    expect(within(dialog).queryByLabelText(/Reason to confirm before payment/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Booking confirmed.')).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ body: { type: 'confirm', version: 2 } })]);
  });

  it('when the server answers 409 (stale version), then the dialog closes and its message shows with Reload', async () => {
    const onReload = vi.fn();
    operatorWith(at('booked', { paymentStatus: 'paid' }));
    movesAnswer(() => refused(409, STALE_BOOKING_MESSAGE));
    renderWithSession(<BookingActions booking={at('booked', { paymentStatus: 'paid' })} onReload={onReload} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm booking' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This booking changed');
    expect(alert).toHaveTextContent(STALE_BOOKING_MESSAGE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the server refuses with another error, then the dialog stays open and shows the message', async () => {
    operatorWith(at('confirmed'));
    movesAnswer(() => refused(400, 'Reason is required'));
    renderWithSession(<BookingActions booking={at('confirmed')} onReload={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Customer called');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Reason is required');
  });

  it('when Cancel is sent without a reason, then the form asks for one and nothing is sent', async () => {
    const calls = operatorWith(at('confirmed'));
    renderWithSession(<BookingActions booking={at('confirmed')} onReload={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('when a location update gives a place and coordinates, then they are sent as the event location', async () => {
    const booking = at('picked-up');
    const calls = operatorWith(booking);
    renderWithSession(<BookingActions booking={booking} onReload={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Location update' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Place/), 'Newark depot');
    await user.type(within(dialog).getByLabelText('Latitude'), '40.7357');
    await user.type(within(dialog).getByLabelText('Longitude'), '-74.1724');
    await user.click(within(dialog).getByRole('button', { name: 'Update location' }));

    expect(await screen.findByText('Location updated.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ type: 'location', version: booking.version, location: { place: 'Newark depot', coordinates: { lat: 40.7357, lng: -74.1724 } } });
  });
});
