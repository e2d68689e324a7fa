import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { db, recordRequests, renderWithSession, signIn } from '../../test/session';
import { makeBooking } from '../../mocks/fixtures/booking';
import { mockDigest } from '../../mocks/fixtures/document';
import { BookingDocumentsCard } from './booking-documents-card';

function renderCard(bookingId: string) {
  renderWithSession(
    <MemoryRouter>
      <BookingDocumentsCard bookingId={bookingId} />
    </MemoryRouter>,
  );
}

const pickedUp = (id: string) =>
  makeBooking({
    _id: id,
    status: 'in-transit',
    milestone: 'picked-up',
    statusHistory: [
      { status: 'pending', at: '2026-11-20T08:00:00.000Z', by: 'u1' },
      { status: 'in-transit', at: '2026-11-21T09:30:00.000Z', by: 'd1', event: 'pickup', milestone: 'picked-up' },
    ],
    proofOfPickup: { senderName: 'Sam Sender', pickedUpAt: '2026-11-21T09:30:00.000Z', hasSignature: true },
  });

describe('Documents card (decision 0103)', () => {
  it('when the booking is not picked up yet, then the note shows Unsigned, the proof of delivery Not yet, and labels download', async () => {
    signIn('customer');
    const booking = makeBooking({ _id: '65a000000000000000000001' });
    db.bookings = [booking];
    const calls = recordRequests();
    renderCard(booking._id);
    const note = await screen.findByTestId('document-consignment-note');
    expect(within(note).getByText('Unsigned')).toBeInTheDocument();
    expect(within(note).getByText(/^CMR consignment note CMR-/)).toBeInTheDocument();
    expect(within(screen.getByTestId('document-proof-of-delivery')).getByText('After delivery')).toBeInTheDocument();
    expect(within(screen.getByTestId('document-proof-of-delivery')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Shipping labels' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(`/bookings/${booking._id}/documents`);
  });

  it('when the sender and carrier signed at pickup, then the note says so and links its verify page', async () => {
    signIn('customer');
    const booking = pickedUp('65a000000000000000000002');
    db.bookings = [booking];
    renderCard(booking._id);
    const note = await screen.findByTestId('document-consignment-note');
    expect(within(note).getByText('Signed by sender and carrier')).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: /Verify/ })).toHaveAttribute('href', `/verify/${mockDigest(booking._id, 'carrier')}`);
  });

  it('when the driver opens the card, then the invoice is not listed', async () => {
    const driver = signIn('driver');
    const booking = makeBooking({ _id: '65a000000000000000000003', assignment: { driverId: driver._id, driverName: 'Diego Ramos', driverPhone: '+1 555', vehicleId: 'T1', vehicleType: 'truck', assignedAt: '2026-11-20T08:00:00.000Z' } });
    db.bookings = [booking];
    renderCard(booking._id);
    await screen.findByTestId('document-consignment-note');
    expect(screen.queryByTestId('document-invoice')).not.toBeInTheDocument();
  });
});
