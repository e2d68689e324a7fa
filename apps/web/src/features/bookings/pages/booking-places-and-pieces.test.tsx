import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeOrganization } from '../../../mocks/fixtures/organization';
import { makeBookingNeedingCountry, makePlacedBooking } from '../../../mocks/fixtures/placed-booking';
import { db, recordRequests, renderWithSession, signIn } from '../../../test/session';
import { BookingCard } from '../components/booking-card';
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

describe('booking detail: places, route, pieces and emissions (decision 0096)', () => {
  it('when the booking has places with countries, then each shows its postal code and the country by name, and the distance says how it was measured', async () => {
    const booking = makePlacedBooking();
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    expect(await screen.findByTestId('origin-country')).toHaveTextContent('Netherlands');
    expect(screen.getByTestId('destination-country')).toHaveTextContent('Germany');
    expect(screen.getByText('Rotterdam 3087 BM')).toBeInTheDocument();
    expect(screen.getByText('Hamburg 20457')).toBeInTheDocument();
    const route = screen.getByTestId('route-facts');
    expect(route).toHaveTextContent(`About ${Math.round(booking.route!.distanceKm)} km by road`);
    expect(route).toHaveTextContent(`Straight line ${Math.round(booking.route!.greatCircleKm)} km × 1.2`);
  });

  it('when the booking has pieces, then the table lists each as n of N with type, weight, size and its SSCC as printed on the label', async () => {
    const booking = makePlacedBooking();
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    const table = await screen.findByRole('table', { name: /3 pieces/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent))).toEqual([
      ['1 of 3', 'Pallet', '400 kg', '120 × 80 × 150 cm', '(00) 0 0614141 123456781 4'],
      ['2 of 3', 'Box', '12.5 kg', '–', '(00) 0 0614141 123456782 1'],
      ['3 of 3', 'Box', '12.5 kg', '–', '(00) 0 0614141 123456783 8'],
    ]);
  });

  it('when the booking has emissions, then the kg CO2e well to wheel shows with the tonne-km and intensity that reproduce it, and names ISO 14083 and GLEC', async () => {
    const booking = makePlacedBooking();
    const { emissions, route } = booking;
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    expect(await screen.findByTestId('co2e-figure')).toHaveTextContent(`${emissions!.co2eWtwKg.toFixed(1)} kg CO₂e`);
    const facts = screen.getByTestId('emissions-facts');
    expect(facts).toHaveTextContent(`0.425 t × ${route!.distanceKm} km = ${emissions!.tonneKm} tonne-km`);
    expect(facts).toHaveTextContent(`× 88 g CO₂e per tonne-km = ${emissions!.co2eWtwKg} kg CO₂e`);
    expect(facts).toHaveTextContent(/ISO 14083 and the GLEC Framework/);
    expect(facts).toHaveTextContent(/Articulated truck 34-40 t, average\/mixed load, diesel \(Europe\)\. Source: GLEC Framework v3.0 \(2023\), Table 8/);
  });

  it('when an old booking has no country, then "Add the country" opens the edit dialog at the pickup country, and saving sends the place with it', async () => {
    // Bookings before countries were American: a US drop-off, so adding US crosses no customs border (decision 0104).
    const booking = makeBookingNeedingCountry({ dropoffLocation: { address: '9 Market Road', city: 'Chicago', state: 'IL', country: 'US', coordinates: { lat: 41.85003, lng: -87.65005 } } });
    signIn('customer');
    db.bookings = [booking];
    const calls = recordRequests();
    renderDetail(booking._id);
    const notice = await screen.findByTestId('needs-country');
    expect(notice).toHaveTextContent('Pickup: Springfield');
    expect(screen.getByTestId('origin-country')).toHaveTextContent('Not given yet');
    expect(screen.getByText('We will estimate the emissions once both places have a country.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(notice).getByRole('button', { name: 'Add the country' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' });
    const country = within(within(dialog).getByRole('group', { name: 'Pickup location' })).getByRole('combobox', { name: /^Country/ });
    await waitFor(() => expect(country).toHaveFocus());
    await user.selectOptions(country, 'US');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ pickupLocation: { address: '1 Dock Street', city: 'Springfield', state: 'IL', country: 'US' } });
    // The drop-off was not touched, so its stored coordinates stay on the server; it is not sent.
    expect(patch?.body).not.toHaveProperty('dropoffLocation');
    await waitFor(() => expect(screen.queryByTestId('needs-country')).not.toBeInTheDocument());
    expect(screen.getByTestId('origin-country')).toHaveTextContent('United States');
  });

  it('when a viewer opens an old booking without a country, then the notice shows without the button (viewers do not edit, decision 0055)', async () => {
    const booking = makeBookingNeedingCountry();
    signIn('customer');
    db.bookings = [booking];
    db.organization = makeOrganization({ role: 'viewer' });
    renderDetail(booking._id);
    const notice = await screen.findByTestId('needs-country');
    await waitFor(() => expect(within(notice).queryByRole('button')).not.toBeInTheDocument());
  });
});

describe('booking card and proof of delivery: places without a state (decision 0096)', () => {
  it('when a booking runs Rotterdam (NL) -> Hamburg (DE), then its card in My Bookings names the countries, never "undefined"', () => {
    renderWithSession(
      <MemoryRouter>
        <ul>
          <BookingCard booking={makePlacedBooking()} />
        </ul>
      </MemoryRouter>,
    );
    const card = screen.getByTestId('booking-card');
    expect(within(card).getByText('Rotterdam, NL')).toBeInTheDocument();
    expect(within(card).getByText('Hamburg, DE')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('undefined');
  });

  it('when a delivery recorded no place, then the proof shows the drop-off address without an empty state', async () => {
    const booking = makePlacedBooking({
      status: 'delivered',
      milestone: 'delivered',
      proofOfDelivery: { receiverName: 'Rae Receiver', deliveredAt: '2099-12-04T15:05:00.000Z', hasPhoto: false },
    });
    signIn('customer');
    db.bookings = [booking];
    renderDetail(booking._id);
    const proof = await screen.findByTestId('proof-of-delivery');
    expect(proof).toHaveTextContent('Am Sandtorkai 50, Hamburg, DE');
    expect(proof).not.toHaveTextContent('undefined');
  });
});
