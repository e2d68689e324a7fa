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

describe('tracking side cards: Email Updates and SMS Alerts (decision 0030)', () => {
  it('when anyone views a moving shipment, then Email Updates opens its dialog and SMS Alerts is disabled and says it is coming', async () => {
    renderCards(shipment());
    const card = within(updatesCard());
    const sms = card.getByRole('button', { name: /SMS Alerts/ });
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription('SMS alerts are coming soon.');

    await userEvent.setup().click(card.getByRole('button', { name: /Email Updates/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Updates' }, { timeout: 5000 });
    expect(within(dialog).getByText(/MX-4K7QP-2M9XRC/)).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
