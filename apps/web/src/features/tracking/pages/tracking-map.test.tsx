import type { TrackingShipment } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeLiveTrackingShipment, makeTrackingShipment } from '../../../mocks/fixtures/tracking';
import { api, ok, server } from '../../../test/session';
import { TrackingPage } from './tracking-page';

// Decision 0110: the map card on the tracking page. jsdom draws no WebGL, so the card shows its words; what is checked
// is what the page tells each viewer and how soon a new position shows.

const NUMBER = 'MX0VT4DE71VR9';
const ends = { pickup: { lat: 39.29, lng: -76.61 }, dropoff: { lat: 42.36, lng: -71.06 } };
const owner = { isOwner: true as const, bookingId: '665f1c2ab0c4d5e6f7a8b90a', driverPhone: null, ...ends };

function answer(next: () => TrackingShipment) {
  let asked = 0;
  server.use(
    http.get(api('/tracking/:number'), () => {
      asked += 1;
      return ok(next(), 'Shipment found');
    }),
  );
  return () => asked;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/track/${NUMBER}`]}>
        <Routes>
          <Route path="/track/:trackingNumber" element={<TrackingPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the tracking page map (decision 0110)', () => {
  it('when the owner follows a shipment out for delivery, then the map card names both ends, the driver and the arrival window', async () => {
    answer(() => makeLiveTrackingShipment({ owner }));
    renderPage();
    expect(await screen.findByTestId('eta-window')).toHaveTextContent(/^Arriving /);
    expect(screen.getByTestId('delivery-map-text')).toHaveTextContent(/Pickup: Baltimore, MD\. Drop-off: Boston, MA\. The driver's position was last reported at/);
    expect(screen.getByTestId('driver-position')).toBeInTheDocument();
  });

  it("when the receiver's link answers the ends, then the map uses them as the owner's would", async () => {
    answer(() => makeLiveTrackingShipment({ receiver: { deliveryWindow: null, instructions: null, canChangePreferences: false, ...ends } }));
    renderPage();
    expect(await screen.findByTestId('delivery-map-text')).toHaveTextContent(/Pickup: Baltimore, MD/);
    expect(screen.getByTestId('driver-position')).toBeInTheDocument();
  });

  it('when a stranger looks, then the arrival window shows with no map and no driver', async () => {
    answer(() => makeLiveTrackingShipment({ position: null }));
    renderPage();
    expect(await screen.findByTestId('eta-window')).toHaveTextContent(/^Arriving /);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByTestId('driver-position')).not.toBeInTheDocument();
  });

  it('when the shipment is delivered, then the map and the arrival window are gone', async () => {
    answer(() => makeTrackingShipment({ id: NUMBER, status: 'Delivered', statusCode: 'delivered', milestone: 'delivered', progress: 100, eta: null, position: null, owner }));
    renderPage();
    await screen.findByTestId('shipment-status');
    expect(screen.queryByTestId('delivery-map-card')).not.toBeInTheDocument();
  });

  it('when the driver sends a new position, then the page shows it within 5 s', async () => {
    let lat = 42.3;
    const asked = answer(() => makeLiveTrackingShipment({ owner, position: { lat, lng: -71.03, at: new Date().toISOString() } }));
    renderPage();
    expect(await screen.findByTestId('driver-position')).toHaveAttribute('data-lat', '42.3');
    const before = asked();
    lat = 42.33;
    const sent = Date.now();
    await waitFor(() => expect(screen.getByTestId('driver-position')).toHaveAttribute('data-lat', '42.33'), { timeout: 5_000 });
    expect(Date.now() - sent).toBeLessThan(5_000);
    expect(asked()).toBeGreaterThan(before);
  });
});
