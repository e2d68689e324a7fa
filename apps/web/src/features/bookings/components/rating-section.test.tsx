import { RATING_MESSAGES } from '@meridian/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingDetailPage } from '../pages/booking-detail-page';
import { http, HttpResponse } from 'msw';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { api, db, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';

function renderDetail(id: string) {
  renderWithSession(
    <MemoryRouter initialEntries={[`/bookings/${id}`]}>
      <Routes>
        <Route path="/bookings/:id" element={<BookingDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Typing and waiting for stubbed answers take several seconds when the machine is busy.
describe('booking detail: rating a delivered shipment (decision 0026)', () => {
  it('when the shipment is delivered and unrated, then the owner picks stars, adds a comment and sees the rating given', async () => {
    const booking = makeBooking({ status: 'delivered', milestone: 'delivered', rating: null });
    const rated = { ...booking, rating: { stars: 4, comment: 'Careful driver', ratedAt: '2026-11-23T10:00:00.000Z' } };
    signIn('customer');
    db.bookings = [booking];
    server.use(http.post(api('/bookings/:id/rating'), () => HttpResponse.json({ error: false, message: RATING_MESSAGES.rated, data: rated }, { status: 201 })));
    const calls = recordRequests();
    const user = userEvent.setup();
    renderDetail(booking._id);
    expect(await screen.findByRole('heading', { name: 'Your Rating' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(screen.getByText(RATING_MESSAGES.stars)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await user.type(screen.getByLabelText(/Comment/), 'Careful driver');
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('4/5')).toBeInTheDocument();
    expect(screen.getByText('“Careful driver”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Rating' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: `/bookings/${booking._id}/rating`, body: { stars: 4, comment: 'Careful driver' } });
  });

  it('when the server refuses (already rated elsewhere), then its words are shown and the form stays', async () => {
    const booking = makeBooking({ status: 'delivered', milestone: 'delivered', rating: null });
    signIn('customer');
    db.bookings = [booking];
    server.use(http.post(api('/bookings/:id/rating'), () => refused(409, RATING_MESSAGES.alreadyRated)));
    const user = userEvent.setup();
    renderDetail(booking._id);
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RATING_MESSAGES.alreadyRated);
  });

  it('when the shipment was rated before, then the rating is shown without a form', async () => {
    const booking = makeBooking({ status: 'delivered', milestone: 'delivered', rating: { stars: 5, ratedAt: '2026-11-23T10:00:00.000Z' } });
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    expect(await screen.findByText('5/5')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('when the shipment is not delivered, then there is nothing to rate', async () => {
    const booking = makeBooking({ status: 'in-transit', milestone: 'in-transit', rating: null });
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    await screen.findByText('Cargo Details');
    expect(screen.queryByRole('heading', { name: 'Your Rating' })).not.toBeInTheDocument();
  });
});
