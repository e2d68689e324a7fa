import type { TemperatureLog } from '@meridian/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingDetailPage } from '../pages/booking-detail-page';
import { http } from 'msw';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { api, db, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';

vi.mock('../../../components/temperature-chart/temperature-plot', () => ({ default: () => <div data-testid="temperature-plot" /> }));

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 8, minute)).toISOString();
const log: TemperatureLog = {
  band: { target: 5, min: 3, max: 7, tolerance: 2 },
  readings: [5, 9, 5].map((celsius, i) => ({ at: at(i * 10), celsius, source: 'sensor' as const })),
  timeInBandPercent: 50,
  minCelsius: 5,
  maxCelsius: 9,
  meanKineticCelsius: 6.6,
  reportDigest: 'ab'.repeat(32),
  excursions: [{ id: 'e4', openedAt: at(10), closedAt: at(20), closedBy: 'reading' as const, peakCelsius: 9, direction: 'above', acknowledgement: null }],
  verdict: 'excursion-closed',
};

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
  vi.restoreAllMocks();
});

describe('booking detail: temperature log (decision 0021)', () => {
  it('when the booking is perishable, then its temperature log shows as a chart with time in band and excursions', async () => {
    const booking = makeBooking({ isPerishable: true, tempControlCelsius: 5, trackingNumber: 'MX-7K3P9Q2W' });
    signIn('customer');
    db.bookings = [booking];
    db.temperatureLogs.set(booking._id, log);
    const calls = recordRequests();
    renderDetail(booking._id);
    expect(await screen.findByRole('heading', { name: 'Temperature Log' })).toBeInTheDocument();
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(screen.getByText(/Above the band from .+ peak 9 °C/)).toBeInTheDocument();
    expect(await screen.findByTestId('temperature-plot')).toBeInTheDocument();
    expect(calls.some((c) => c.path === `/bookings/${booking._id}/readings`)).toBe(true);
  });

  it('when the operator decided about an excursion, then the customer reads the decision and the note beside the verdict (decision 0084)', async () => {
    const booking = makeBooking({ isPerishable: true, tempControlCelsius: 5, trackingNumber: 'MX-7K3P9Q2W' });
    const decided: TemperatureLog = {
      ...log,
      excursions: [
        {
          ...log.excursions[0]!,
          acknowledgement: { by: 'op-1', byName: 'Olive Operator', at: at(40), disposition: 'quarantined', note: 'Held for QA: 40 minutes above 7 °C' },
        },
      ],
    };
    signIn('customer');
    db.bookings = [booking];
    db.temperatureLogs.set(booking._id, decided);
    renderDetail(booking._id);
    const decisions = await screen.findByTestId('excursion-decisions');
    expect(decisions).toHaveTextContent(/Quarantined by Olive Operator on /);
    expect(decisions).toHaveTextContent('Note: Held for QA: 40 minutes above 7 °C');
    expect(screen.getByTestId('cold-chain-verdict')).toHaveTextContent('Back in band after an excursion');
  });

  it('when the booking is not perishable, then there is no temperature log and it is never fetched', async () => {
    const booking = makeBooking({ isPerishable: false });
    signIn('customer');
    db.bookings = [booking];
    const calls = recordRequests();
    renderDetail(booking._id);
    await screen.findByText('Cargo Details');
    expect(screen.queryByRole('heading', { name: 'Temperature Log' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/readings'))).toBe(false);
  });

  it('when Download CSV is pressed, then the CSV is fetched with the token and saved as temperature-log-<tracking number>.csv', async () => {
    const booking = makeBooking({ isPerishable: true, tempControlCelsius: 5, trackingNumber: 'MX-7K3P9Q2W' });
    signIn('customer');
    db.bookings = [booking];
    db.temperatureLogs.set(booking._id, log);
    const calls = recordRequests();
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderDetail(booking._id);
    await screen.findByText('50%');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(clicked).toEqual(['temperature-log-MX-7K3P9Q2W.csv']));
    const download = calls.at(-1)!;
    expect(download.path).toBe(`/bookings/${booking._id}/readings`);
    expect(download.headers).toMatchObject({ accept: 'text/csv', authorization: 'Bearer test-token' });
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('when the log cannot be loaded, then the section says so and the rest of the page stays', async () => {
    const booking = makeBooking({ isPerishable: true, tempControlCelsius: 5 });
    signIn('customer');
    db.bookings = [booking];
    server.use(http.get(api('/bookings/:id/readings'), () => refused(500, 'Request failed')));
    renderDetail(booking._id);
    expect(await screen.findByText('The temperature log could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Cargo Details')).toBeInTheDocument();
  });
});
