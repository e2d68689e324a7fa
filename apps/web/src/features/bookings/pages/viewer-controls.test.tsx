import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { makeOrganization } from '../../../mocks/fixtures/organization';
import { db, renderWithSession, signIn } from '../../../test/session';
import { BookingDetailPage } from './booking-detail-page';
import { BookingsPage } from './bookings-page';

const unpaid = makeBooking({ _id: '64b7f0c2a1b2c3d4e5f60001', status: 'pending', paymentStatus: 'unpaid' });
const delivered = makeBooking({ _id: '64b7f0c2a1b2c3d4e5f60002', status: 'delivered', milestone: 'delivered', paymentStatus: 'unpaid', rating: null });

function stubAs(role: 'viewer' | 'booker') {
  signIn('customer');
  db.organization = makeOrganization({ role });
  db.bookings = [unpaid, delivered];
}

function renderAt(url: string) {
  renderWithSession(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/bookings" element={<BookingsPage />} />
        <Route path="/bookings/:id" element={<BookingDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('what a viewer is offered (decision 0055: canBookFor, the API rule)', () => {
  it('when a viewer opens My Bookings, then the bookings show but no Import, New Booking or Pay now', async () => {
    stubAs('viewer');
    renderAt('/bookings');
    expect(await screen.findAllByTestId('booking-card')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Import CSV/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /New Booking/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
    // The unpaid booking still says so.
    expect(screen.getAllByText('Unpaid').length).toBeGreaterThan(0);
  });

  it('when a booker opens My Bookings, then Import, New Booking and Pay now are there (the same rule lets them)', async () => {
    stubAs('booker');
    renderAt('/bookings');
    const pay = await screen.findAllByRole('link', { name: /Pay now/ });
    expect(pay.map((link) => link.getAttribute('href'))).toEqual([`/booking/quotation?booking=${unpaid._id}`, `/booking/quotation?booking=${delivered._id}`]);
    expect(screen.getByRole('link', { name: /Import CSV/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New Booking/ })).toBeInTheDocument();
  });

  it('when a viewer opens a delivered booking nobody rated, then there is no rating form', async () => {
    stubAs('viewer');
    renderAt(`/bookings/${delivered._id}`);
    expect(await screen.findByTestId('status-banner')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your Rating' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Submit|Rate/ })).not.toBeInTheDocument();
  });
});
