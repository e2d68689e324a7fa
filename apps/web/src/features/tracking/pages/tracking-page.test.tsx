import type { TrackingShipment } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SAMPLE_TRACKING_NUMBERS } from '@meridian/contracts';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTrackingShipment } from '../../../mocks/fixtures/tracking';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { api, db, ok, recordRequests, refused, server, signIn } from '../../../test/session';
import { EARLY_TRACKING_GLOBAL, type EarlyTracking } from '../api/early-tracking';
import { TrackingPage } from './tracking-page';

// The canvas plot needs a real browser (the e2e journeys draw it); here the chart's text is what is checked.
vi.mock('../../../components/temperature-chart/temperature-plot', () => ({ default: () => <div data-testid="temperature-plot" /> }));


const shipment = makeTrackingShipment;

type Answer = Response | Promise<never>;

// Decision 0044: the sample buttons come from the API; these tests run as on a seeded server, whose samples the mock
// API's own handler offers. Each test answers the lookup itself.
beforeEach(() => {
  db.tracking = SAMPLE_TRACKING_NUMBERS.map((id) => shipment({ id }));
});

/** The lookup answers `answer(number)`; returns the lookups asked for, as paths under /api/v1. */
function answerLookups(answer: (path: string) => Answer) {
  const calls: string[] = [];
  server.use(
    http.get(api('/tracking/:number'), ({ params }) => {
      if (params.number === 'samples') return undefined;
      const path = `/tracking/${String(params.number)}`;
      calls.push(path);
      return answer(path);
    }),
  );
  return calls;
}
const found = (data: TrackingShipment) => ok(data, 'Shipment found');
const missing = () => refused(404, 'No shipment found with this tracking number.', { message: 'No shipment found with this tracking number.' });

function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderPage(url = '/track') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/track" element={<><TrackingPage /><Url /></>} />
          <Route path="/track/:trackingNumber" element={<><TrackingPage /><Url /></>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('tracking page', () => {
  it('when the shipment is delivered, then it says when, where and to whom, shows no estimate and no location on the road', async () => {
    answerLookups(() =>
      found(
        shipment({
          status: 'Delivered',
          statusCode: 'delivered',
          milestone: 'delivered',
          progress: 100,
          estimatedDelivery: null,
          currentLocation: null,
          delivery: { at: '2099-05-03T15:05:00.000Z', place: 'Chicago, IL', receivedBy: 'Sam' },
        }),
      ),
    );
    renderPage('/track?id=DL-1002');
    const delivered = await screen.findByTestId('delivered-on');
    expect(delivered).toHaveTextContent('in Chicago, IL, received by Sam');
    expect(screen.queryByText('Estimated delivery')).not.toBeInTheDocument();
    expect(screen.getByText('Delivered in Chicago, IL')).toBeInTheDocument();
    expect(screen.queryByText('Not reported yet')).not.toBeInTheDocument();
  });

  it('while the shipment moves, then the page asks again every 30 s; once delivered it stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer = shipment();
      const calls = answerLookups(() => found(answer));
      renderPage('/track?id=DL-1001');
      expect(await screen.findByTestId('shipment-status')).toHaveTextContent('In Transit');
      answer = shipment({ status: 'Delivered', statusCode: 'delivered', milestone: 'delivered', progress: 100, timeline: shipment().timeline.map((step) => ({ ...step, completed: true })), estimatedDelivery: null, currentLocation: null, delivery: { at: '2099-05-03T15:05:00.000Z', place: null, receivedBy: 'Sam' } });
      await vi.advanceTimersByTimeAsync(30_000);
      expect(await screen.findByTestId('shipment-status')).toHaveTextContent('Delivered');
      const asked = calls.length;
      await vi.advanceTimersByTimeAsync(90_000);
      expect(calls.length).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the server holds no demo data, then no sample buttons are offered (decision 0044)', async () => {
    db.tracking = [];
    const requests = recordRequests();
    const asked = () => requests.map((call) => call.path);
    renderPage();
    await waitFor(() => expect(asked().some((url) => url.endsWith('/tracking/samples'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Try a sample:')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'DL-1001' })).not.toBeInTheDocument();
  });

  it('when a sample button is pressed, then it fills the input and Track looks it up and puts it in the URL', async () => {
    const calls = answerLookups(() => found(shipment()));
    renderPage();
    const user = userEvent.setup();
    expect(screen.getByPlaceholderText('e.g. DL-1001')).toHaveValue('');
    await user.click(await screen.findByRole('button', { name: 'DL-1002' }));
    expect(screen.getByLabelText('Tracking number')).toHaveValue('DL-1002');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByTestId('shipment-status')).toHaveTextContent('In Transit');
    expect(calls).toEqual(['/tracking/DL-1002']);
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/track\/DL-1002$/);
    // Samples are for before a search.
    expect(screen.queryByRole('button', { name: 'DL-1003' })).not.toBeInTheDocument();
  });

  it('when the input is blank, then Track does nothing', async () => {
    const calls = answerLookups(() => found(shipment()));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking number'), '   ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(calls).toEqual([]);
    expect(screen.queryByText(/not a valid tracking number/)).not.toBeInTheDocument();
  });

  it('when a number is mistyped (bad check character), then the message shows beside the input and no request is made', async () => {
    const calls = answerLookups(() => found(shipment()));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tracking number'), 'MX-12345-67890X');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByText('This is not a valid tracking number. Check it and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('when the page opens at /track/<number> grouped as mails write it, then it looks up its stored form at once and asks for no samples', async () => {
    const calls = answerLookups(() => found(shipment({ id: 'MX51F4BDZX1SF' })));
    const requests = recordRequests();
    renderPage('/track/MX-51F4B-DZX1SF');
    expect(await screen.findByTestId('shipment-status')).toBeInTheDocument();
    expect(calls).toEqual(['/tracking/MX51F4BDZX1SF']);
    expect(screen.getByLabelText('Tracking number')).toHaveValue('MX-51F4B-DZX1SF');
    expect(requests.map((call) => call.path)).not.toContainEqual(expect.stringContaining('/tracking/samples'));
  });

  it('when a shipment is on screen and a refresh is refused (429), then the shipment stays and no error replaces it', async () => {
    let limited = false;
    answerLookups(() => (limited ? refused(429, 'Too many attempts. Please wait a few minutes and try again.') : found(shipment())));
    renderPage('/track/DL-1001');
    expect(await screen.findByTestId('shipment-progress')).toHaveTextContent('67%');
    limited = true;
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Track' })).toBeEnabled());
    expect(screen.getByTestId('shipment-progress')).toHaveTextContent('67%');
    expect(screen.queryByText(/Too many attempts/)).not.toBeInTheDocument();
  });

  it('when the page opens with ?id=, then it looks that number up at once', async () => {
    const calls = answerLookups(() => found(shipment()));
    renderPage('/track?id=dl-1001');
    expect(await screen.findByTestId('shipment-progress')).toHaveTextContent('67%');
    expect(calls).toEqual(['/tracking/DL-1001']);
    expect(screen.getByLabelText('Tracking number')).toHaveValue('dl-1001');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('Seattle, WA')).toBeInTheDocument();
    expect(screen.getByText('Contact: Sam')).toBeInTheDocument();
    expect(screen.getByTestId('last-updated')).toHaveTextContent('2 hours ago');
  });

  describe("when the page's starter already asked for the linked number (decision 0053)", () => {
    const holder = globalThis as { [EARLY_TRACKING_GLOBAL]?: EarlyTracking };
    const answered = (response: Response) => Promise.resolve(response);
    afterEach(() => {
      delete holder[EARLY_TRACKING_GLOBAL];
    });

    it('then the page shows that answer without asking again, and a refresh asks the server', async () => {
      const calls = answerLookups(() => found(shipment({ progress: 80 })));
      holder[EARLY_TRACKING_GLOBAL] = { number: 'DL-1001', response: answered(found(shipment())) };
      renderPage('/track?id=DL-1001');
      expect(await screen.findByTestId('shipment-progress')).toHaveTextContent('67%');
      expect(calls).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Track' }));
      await waitFor(() => expect(screen.getByTestId('shipment-progress')).toHaveTextContent('80%'));
      expect(calls).toEqual(['/tracking/DL-1001']);
    });

    it('then an unknown number shows the not-found state from that answer', async () => {
      const calls = answerLookups(() => found(shipment()));
      holder[EARLY_TRACKING_GLOBAL] = { number: 'DL-1003', response: answered(missing()) };
      renderPage('/track?id=DL-1003');
      expect(await screen.findByTestId('tracking-not-found')).toBeInTheDocument();
      expect(calls).toEqual([]);
    });

    it('then an answer for another number is not shown: the page asks for its own', async () => {
      const calls = answerLookups(() => found(shipment({ id: 'DL-1002' })));
      holder[EARLY_TRACKING_GLOBAL] = { number: 'DL-1001', response: answered(found(shipment())) };
      renderPage('/track?id=DL-1002');
      expect(await screen.findByTestId('shipment-status')).toBeInTheDocument();
      expect(calls).toEqual(['/tracking/DL-1002']);
    });
  });

  it('when the lookup is in flight, then the button reads Tracking... and is disabled', async () => {
    answerLookups(() => new Promise<never>(() => undefined));
    renderPage('/track?id=DL-1001');
    expect(await screen.findByRole('button', { name: 'Tracking...' })).toBeDisabled();
  });

  it('when the number is unknown, then a clear not-found state shows', async () => {
    answerLookups(missing);
    renderPage('/track?id=DL-1003');
    const box = await screen.findByTestId('tracking-not-found');
    expect(within(box).getByRole('heading', { name: 'Shipment not found' })).toBeInTheDocument();
    expect(box).toHaveTextContent('No shipment found with this tracking number.');
  });

  it('when shown, then the six steps show with their times and completed flags', async () => {
    answerLookups(() => found(shipment()));
    renderPage('/track?id=DL-1001');
    const timeline = await screen.findByRole('region', { name: 'Shipment timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.dataset.completed)).toEqual(['true', 'true', 'true', 'true', 'false', 'false']);
    expect(steps[0]).toHaveTextContent('Booking Confirmed');
    expect(within(steps[0]!).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('dateTime', '2099-05-01T09:00:00.000Z');
  });

  it('when the viewer is a stranger, then there is no Call Driver and no Documents card, even when delivered', async () => {
    answerLookups(() => found(shipment({ status: 'Delivered', statusCode: 'delivered', hasProofOfDelivery: true })));
    renderPage('/track?id=DL-1001');
    await screen.findByTestId('shipment-status');
    expect(screen.getByText('Diego')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Call Driver/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
  });

  it('when the owner looks at a shipment on its way, then Call Driver dials the driver', async () => {
    const owner = { isOwner: true as const, bookingId: '665f1c2ab0c4d5e6f7a8b9c0', driverPhone: '+1 410 555 0192' };
    answerLookups(() => found(shipment({ owner })));
    renderPage('/track?id=DL-1001');
    expect(await screen.findByRole('link', { name: /Call Driver/ })).toHaveAttribute('href', 'tel:+14105550192');
  });

  // Decision 0103: the owner's Documents card lists every paper of the booking with its status.
  const OWNED = '665f1c2ab0c4d5e6f7a8b9c0';
  const deliveredBooking = () =>
    makeBooking({ _id: OWNED, status: 'delivered', milestone: 'delivered', proofOfDelivery: { receiverName: 'Rae Receiver', deliveredAt: '2099-05-02T10:00:00.000Z', hasPhoto: false } });

  it('when the owner looks at a delivered shipment, then Documents offers the signed proof of delivery and there is no one to call', async () => {
    signIn('customer');
    db.bookings = [deliveredBooking()];
    const owner = { isOwner: true as const, bookingId: OWNED, driverPhone: '+1 410 555 0192' };
    answerLookups(() => found(shipment({ status: 'Delivered', statusCode: 'delivered', hasProofOfDelivery: true, owner })));
    renderPage('/track?id=DL-1001');
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Call Driver/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download Proof of delivery' })).toBeEnabled();
    expect(screen.getByText('Signed by Rae Receiver')).toBeInTheDocument();
  });

  it('when the owner looks at a shipment still on its way, then Documents shows the note unsigned and the proof of delivery not yet', async () => {
    signIn('customer');
    db.bookings = [makeBooking({ _id: OWNED })];
    const owner = { isOwner: true as const, bookingId: OWNED, driverPhone: null };
    answerLookups(() => found(shipment({ owner })));
    renderPage('/track?id=DL-1001');
    expect(await screen.findByText('Unsigned')).toBeInTheDocument();
    expect(screen.getByText('After delivery')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Proof of delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Call Driver/ })).not.toBeInTheDocument();
  });

  it('when a stranger looks at a shipment, then there is no Documents card', async () => {
    answerLookups(() => found(shipment({ status: 'Delivered', statusCode: 'delivered', hasProofOfDelivery: true })));
    renderPage('/track?id=DL-1001');
    await screen.findByTestId('shipment-status');
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
  });

  it('when the answer carries a temperature summary, then the chart shows time in band and the excursions', async () => {
    const temperature = {
      band: { target: 5, min: 3, max: 7, tolerance: 2 },
      points: [
        { at: '2099-05-02T00:30:00.000Z', celsius: 5 },
        { at: '2099-05-02T01:00:00.000Z', celsius: 9.5 },
        { at: '2099-05-02T01:40:00.000Z', celsius: 5.2 },
      ],
      timeInBandPercent: 96.4,
      excursions: [{ id: 'e5', openedAt: '2099-05-02T01:00:00.000Z', closedAt: '2099-05-02T01:40:00.000Z', closedBy: 'reading' as const, peakCelsius: 9.5, direction: 'above' as const }],
      verdict: 'excursion-closed' as const,
    };
    answerLookups(() => found(shipment({ isPerishable: true, temperature })));
    renderPage('/track?id=DL-1001');
    // The chart's chunk loads lazily; on a busy machine that takes longer than findBy's default second.
    const section = await screen.findByRole('region', { name: 'Temperature' });
    expect(section).toHaveTextContent('96.4%');
    expect(section).toHaveTextContent(/Allowed 3 to 7 °C/);
    expect(section).toHaveTextContent(/Above the band from .+, closed .+, peak 9.5 °C/);
  });

  it("when the owner presses Proof of delivery, then the PDF is fetched with the owner's token and handed over as a download", async () => {
    signIn('customer');
    db.bookings = [deliveredBooking()];
    const token = localStorage.getItem('token');
    const owner = { isOwner: true as const, bookingId: OWNED, driverPhone: null };
    answerLookups(() => found(shipment({ status: 'Delivered', statusCode: 'delivered', hasProofOfDelivery: true, owner })));
    const requests = recordRequests();
    const seen = () => requests.map(({ path, headers }) => ({ path, auth: headers.authorization ?? null }));
    const createObjectURL = vi.fn(() => 'blob:pod');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage('/track?id=DL-1001');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download Proof of delivery' }));
    await waitFor(() => expect(seen().at(-1)).toEqual({ path: `/bookings/${OWNED}/proof-of-delivery`, auth: `Bearer ${token}` }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });
});
