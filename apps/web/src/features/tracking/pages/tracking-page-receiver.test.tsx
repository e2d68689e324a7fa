import { deliveryWindowLabel, DELIVERY_PREFERENCES_MESSAGES } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTrackingShipment } from '../../../mocks/fixtures/tracking';
import { db } from '../../../test/session';
import { TrackingPage } from './tracking-page';

// Decision 0112: the receiver's signed link (?t=) adds their card: choose a window, leave instructions, see it saved;
// once out for delivery the card only shows what was chosen. The mock API takes any `t` as a valid link.

const NUMBER = 'DL-1001';

function renderPage(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/track/:trackingNumber" element={<TrackingPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the tracking page through the receiver link', () => {
  beforeEach(() => {
    db.tracking = [makeTrackingShipment({ id: NUMBER })];
  });

  it('when the receiver picks a window and writes instructions, then saving confirms both and the card shows them', async () => {
    const user = userEvent.setup();
    renderPage(`/track/${NUMBER}?t=signed-link`);
    const card = await screen.findByRole('form', { name: 'Your delivery preferences' });
    const select = within(card).getByLabelText('When are you home?');
    const options = within(select).getAllByRole('option');
    expect(options.length).toBe(16);
    await user.selectOptions(select, options[2]!);
    const chosen = options[2]!.textContent!;
    await user.type(within(card).getByLabelText(/Instructions for the driver/), 'Blue door, ring twice');
    await user.click(within(card).getByRole('button', { name: 'Save my preferences' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(`Saved. We will deliver ${chosen}.`);
    expect(db.tracking[0]!.receiver).toMatchObject({ instructions: 'Blue door, ring twice' });
    expect(deliveryWindowLabel(db.tracking[0]!.receiver!.deliveryWindow!)).toBe(chosen);
  });

  it('when the shipment is out for delivery, then the card shows the choices and says they can no longer change', async () => {
    db.tracking = [
      makeTrackingShipment({
        id: NUMBER,
        milestone: 'out-for-delivery',
        receiver: { deliveryWindow: { date: '2099-05-04', from: '08:00', to: '12:00' }, instructions: 'Side gate', canChangePreferences: false, pickup: null, dropoff: null },
      }),
    ];
    renderPage(`/track/${NUMBER}?t=signed-link`);
    expect(await screen.findByTestId('receiver-window')).toHaveTextContent('Mon, May 4, 08:00-12:00');
    expect(screen.getByTestId('receiver-instructions')).toHaveTextContent('Side gate');
    expect(screen.getByText(DELIVERY_PREFERENCES_MESSAGES.tooLate)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your delivery preferences' })).not.toBeInTheDocument();
  });

  it('when the page is opened without a link, then there is no receiver card', async () => {
    renderPage(`/track/${NUMBER}`);
    expect(await screen.findByText(/Billings, MT/)).toBeInTheDocument();
    expect(screen.queryByText('Your delivery')).not.toBeInTheDocument();
  });
});
