import { deliveryWindowLabel, deliveryWindowsFor, todayCalendarDate } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { samplePlace } from '../../../mocks/fixtures/place';
import { recordRequests, signIn, type ApiCall } from '../../../test/session';
import { DRAFT_KEY, emptyValues, type WizardValues } from '../lib/wizard';
import { BookingWizard } from './booking-wizard';

// Decision 0108: the wizard offers the windows the receiver's link offers (contracts' deliveryWindowsFor), from the
// delivery date on; the chosen one is on Review and in the create body.

const answered: WizardValues = {
  ...emptyValues,
  vehicleType: 'truck',
  fullNameOrBusiness: 'Acme Foods',
  contactPhone: '+1 555 010 0100',
  email: 'ops@acme.example',
  customerType: 'Business',
  pickupPerson: { name: 'Pia Pickup', phone: '+1 555 010 0200', email: 'pia@acme.example' },
  pickupLocation: { address: 'Wilhelminakade 1', city: 'Rotterdam', country: 'NL', coordinates: samplePlace('Rotterdam').coordinates },
  receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0300', email: 'rex@acme.example' },
  dropoffLocation: { address: 'Kade 2', city: 'Amsterdam', country: 'NL', coordinates: samplePlace('Amsterdam').coordinates },
  goodsType: 'Machinery',
  cargoLines: [{ type: 'box', count: 3, weightKg: 12.5 }],
  estimatedPickupDate: '2099-11-28',
  estimatedDeliveryDate: '2099-12-02',
};

function renderWizard(step: number) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step, idempotencyKey: 'key-12345678', values: answered }));
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/booking/request']}>
        <BookingWizard onCreated={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const createCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && /\/bookings\/?$/.test(call.path));

beforeEach(() => {
  sessionStorage.clear();
  signIn('customer');
});

describe('the wizard offers delivery windows', () => {
  it('when the customer picks a window on the cargo step, then Review shows it and the booking is created with it', async () => {
    const user = userEvent.setup();
    const calls = recordRequests();
    renderWizard(4);
    const offered = deliveryWindowsFor('2099-12-02', todayCalendarDate());
    const select = await screen.findByLabelText(/Delivery window/);
    expect(select.querySelectorAll('option')).toHaveLength(offered.length + 1);
    await user.selectOptions(select, deliveryWindowLabel(offered[4]!));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(deliveryWindowLabel(offered[4]!))).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm & Submit' }));
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    expect(createCalls(calls)[0]!.body).toMatchObject({ deliveryWindow: offered[4] });
  });
});
