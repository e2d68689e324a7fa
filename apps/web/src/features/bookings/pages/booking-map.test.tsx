import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { makeLiveTrackingShipment } from '../../../mocks/fixtures/tracking';
import { db, recordRequests, renderWithSession, signIn } from '../../../test/session';
import { BookingDetailPage } from './booking-detail-page';

// Decision 0110: the booking detail's map card. jsdom draws no WebGL, so the card shows its words.

function renderDetail(id: string) {
  renderWithSession(
    <MemoryRouter initialEntries={[`/bookings/${id}`]}>
      <Routes>
        <Route path="/bookings/:id" element={<BookingDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('booking detail: the delivery map (decision 0110)', () => {
  it('when the booking is out for delivery, then the card shows the driver and the arrival window, asked of tracking', async () => {
    const user = signIn('customer');
    const booking = makeBooking({ createdBy: user._id, trackingNumber: 'MX0VT4DE71VR9', status: 'in-transit', milestone: 'out-for-delivery' });
    db.bookings = [booking];
    db.tracking = [makeLiveTrackingShipment()];
    const calls = recordRequests();
    renderDetail(booking._id);
    expect(await screen.findByTestId('eta-window')).toHaveTextContent(/^Arriving /);
    expect(await screen.findByTestId('driver-position')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-map-text')).toHaveTextContent(/Pickup: Baltimore, MD\. Drop-off: Boston, MA\./);
    expect(calls.some((call) => call.path === '/tracking/MX0VT4DE71VR9')).toBe(true);
  });

  it('when the booking is on its way but not yet out for delivery, then the route shows without a driver, and tracking is not asked', async () => {
    const user = signIn('customer');
    const booking = makeBooking({ createdBy: user._id, status: 'in-transit', milestone: 'in-transit' });
    db.bookings = [booking];
    const calls = recordRequests();
    renderDetail(booking._id);
    expect(await screen.findByTestId('delivery-map-card')).toBeInTheDocument();
    expect(screen.getByTestId('eta-none')).toBeInTheDocument();
    expect(screen.queryByTestId('driver-position')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/tracking/'))).toBe(false);
  });

  it('when the booking is delivered, then there is no map card', async () => {
    const user = signIn('customer');
    const booking = makeBooking({ createdBy: user._id, status: 'delivered', milestone: 'delivered', proofOfDelivery: { receiverName: 'Rae Receiver', deliveredAt: '2099-05-02T10:00:00.000Z', hasPhoto: false } });
    db.bookings = [booking];
    renderDetail(booking._id);
    await screen.findByTestId('status-banner');
    expect(screen.queryByTestId('delivery-map-card')).not.toBeInTheDocument();
  });
});
