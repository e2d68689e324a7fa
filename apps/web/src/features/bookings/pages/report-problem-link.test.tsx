import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { makeOrganization } from '../../../mocks/fixtures/organization';
import { db, renderWithSession, signIn } from '../../../test/session';
import { BookingDetailPage } from './booking-detail-page';

const delivered = makeBooking({ _id: '64b7f0c2a1b2c3d4e5f60002', status: 'delivered', milestone: 'delivered', rating: null });
const late = makeBooking({ _id: '64b7f0c2a1b2c3d4e5f60003', status: 'in-transit', milestone: 'in-transit', estimatedPickupDate: '2026-01-02', estimatedDeliveryDate: '2026-01-05' });
const onTime = makeBooking({ _id: '64b7f0c2a1b2c3d4e5f60004', status: 'in-transit', milestone: 'in-transit', estimatedDeliveryDate: '2099-12-04' });

function renderAt(id: string, role: 'booker' | 'viewer' = 'booker') {
  signIn('customer');
  db.organization = makeOrganization({ role });
  db.bookings = [delivered, late, onTime];
  renderWithSession(
    <MemoryRouter initialEntries={[`/bookings/${id}`]}>
      <Routes>
        <Route path="/bookings/:id" element={<BookingDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Report a problem on a booking (issue 51)', () => {
  it.each([
    ['delivered', delivered._id],
    ['late', late._id],
  ])('when a booker opens a %s booking, then Report a problem leads to its claim form', async (_what, id) => {
    renderAt(id);
    expect(await screen.findByRole('link', { name: 'Report a problem' })).toHaveAttribute('href', `/bookings/${id}/claim`);
  });

  it('when the booking is on its way and on time, then no Report a problem is offered', async () => {
    renderAt(onTime._id);
    expect(await screen.findByTestId('status-banner')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('when a viewer opens a delivered booking, then no Report a problem is offered', async () => {
    renderAt(delivered._id, 'viewer');
    expect(await screen.findByTestId('status-banner')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Report a problem' })).not.toBeInTheDocument());
  });
});
