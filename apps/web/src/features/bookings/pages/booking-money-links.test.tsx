import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQuotedBooking } from '../../../mocks/fixtures/booking';
import { BookingCard } from '../components/booking-card';
import { db, renderWithSession, signIn } from '../../../test/session';
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

describe('money on My Bookings and the booking detail (decision 0032)', () => {
  it('when the booking is unpaid, then the detail offers View quote & pay to its quotation and shows the amount due', async () => {
    const booking = makeQuotedBooking({ dimensions: { length: 120, width: 80, height: 60 }, declaredValue: 2500 });
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    expect(await screen.findByRole('link', { name: 'View quote & pay' })).toHaveAttribute('href', `/booking/quotation?booking=${booking._id}`);
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Unpaid');
    expect(screen.getByText('$1,135.62')).toBeInTheDocument();
    expect(screen.getByText('120 × 80 × 60 cm')).toBeInTheDocument();
    expect(screen.getByText('$2,500.00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View invoice' })).not.toBeInTheDocument();
  });

  it('when the booking is paid, then the detail links its invoice and offers no payment', async () => {
    const booking = makeQuotedBooking({ paymentStatus: 'paid', invoiceId: '6d0000000000000000000001' });
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    expect(await screen.findByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/invoice/6d0000000000000000000001');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(screen.queryByRole('link', { name: 'View quote & pay' })).not.toBeInTheDocument();
  });

  it('when a list card is unpaid, then it says Unpaid and Pay now sits beside (not inside) the card link; cancelled ones have none', () => {
    const unpaid = makeQuotedBooking();
    const { unmount } = renderWithSession(
      <MemoryRouter>
        <ul>
          <BookingCard booking={unpaid} />
        </ul>
      </MemoryRouter>,
    );
    const pay = screen.getByRole('link', { name: 'Pay now' });
    expect(within(screen.getByTestId('booking-card')).getByText('Unpaid')).toBeInTheDocument();
    expect(pay).toHaveAttribute('href', `/booking/quotation?booking=${unpaid._id}`);
    expect(screen.getByTestId('booking-card')).not.toContainElement(pay);
    unmount();
    renderWithSession(
      <MemoryRouter>
        <ul>
          <BookingCard booking={makeQuotedBooking({ status: 'cancelled' })} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});
