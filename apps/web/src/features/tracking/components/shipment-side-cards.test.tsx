import type { TrackingShipment } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/session';
import { makeTrackingShipment } from '../../../mocks/fixtures/tracking';
import { ShipmentSideCards } from './shipment-side-cards';

// Picked up, with no location yet and no timeline: what these cards read of it.
const shipment = (overrides: Partial<TrackingShipment> = {}): TrackingShipment =>
  makeTrackingShipment({ id: 'MX4K7QP2M9XRC', milestone: 'picked-up', progress: 50, currentLocation: null, lastUpdated: new Date().toISOString(), timeline: [], ...overrides });

function renderCards(value: TrackingShipment) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <MemoryRouter>
          <ShipmentSideCards shipment={value} />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const updatesCard = () => screen.getByRole('heading', { name: 'Updates' }).closest('section')!;

describe('tracking side cards: Email Updates (decision 0030) and SMS Alerts (decision 0111)', () => {
  it('when anyone views a moving shipment, then Email Updates and SMS Alerts each open their dialog', async () => {
    renderCards(shipment());
    const card = within(updatesCard());

    await userEvent.setup().click(card.getByRole('button', { name: /Email Updates/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Updates' });
    expect(within(dialog).getByText(/MX-4K7QP-2M9XRC/)).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const sms = card.getByRole('button', { name: /SMS Alerts/ });
    expect(sms).toBeEnabled();
    await userEvent.setup().click(sms);
    const smsDialog = await screen.findByRole('dialog', { name: 'SMS Alerts' });
    expect(within(smsDialog).getByRole('textbox', { name: /Mobile number/ })).toBeInTheDocument();
  });

  it('when the shipment is delivered or cancelled, then there is nothing to subscribe to and it says so', () => {
    for (const statusCode of ['delivered', 'cancelled'] as const) {
      const { unmount } = renderCards(shipment({ statusCode, status: statusCode === 'delivered' ? 'Delivered' : 'Cancelled', milestone: statusCode }));
      expect(within(updatesCard()).queryByRole('button', { name: /Email Updates/ })).not.toBeInTheDocument();
      expect(within(updatesCard()).getByText('This shipment has finished, so there are no more updates to send.')).toBeInTheDocument();
      unmount();
    }
  });
});

describe('tracking side cards: the owner’s distance and CO2e (decision 0096)', () => {
  const route = { greatCircleKm: 410.3, distanceKm: 492.4, method: 'road-circuity' as const };
  const emissions = { tonneKm: 209.27, intensityWtwG: 88, co2eWtwKg: 18.416, co2eTtwKg: 13.812, factorId: 'glec3-road-artic-34-40t-avg-diesel-eu', method: 'iso14083-glec-v3-default-intensity' };

  it('when the owner views the shipment, then the distance and the kg CO2e well to wheel show with the tonne-km behind it', async () => {
    renderCards(shipment({ owner: { isOwner: true, bookingId: 'b-1', driverPhone: null, route, emissions } }));
    expect(await screen.findByTestId('co2e-figure')).toHaveTextContent('18.4 kg CO₂e');
    expect(screen.getByTestId('emissions-facts')).toHaveTextContent('209.27 tonne-km');
    expect(screen.getByTestId('emissions-facts')).toHaveTextContent(/ISO 14083/);
    expect(screen.getByTestId('route-facts')).toHaveTextContent('About 492 km by road');
  });

  it('when a stranger holds the number, then no distance or emissions show', () => {
    renderCards(shipment());
    expect(screen.queryByRole('heading', { name: 'Emissions' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('co2e-figure')).not.toBeInTheDocument();
  });
});
