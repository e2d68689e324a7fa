import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BusinessCustomer } from '../lib/business-customer';
import { DRAFT_KEY, emptyValues, type WizardValues } from '../lib/wizard';
import { BookingWizard } from './booking-wizard';

const business: BusinessCustomer = { name: 'Nordic Cold AS', phone: '+47 912 34 567', email: 'ops@nordiccold.example' };

const answered: WizardValues = {
  ...emptyValues,
  vehicleType: 'truck',
  fullNameOrBusiness: 'Acme Foods',
  contactPhone: '+1 555 010 0100',
  email: 'ops@acme.example',
  customerType: 'Business',
  pickupPerson: { name: 'Pia Pickup', phone: '+1 555 010 0200', email: 'pia@acme.example' },
  pickupLocation: { address: '1 Dock Street', city: 'Baltimore', state: 'MD', country: 'US' },
  receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0300', email: 'rex@acme.example' },
  dropoffLocation: { address: '9 Market Road', city: 'Boston', state: 'MA', country: 'US' },
  goodsType: 'Food',
  cargoWeightKg: 12.5,
  quantity: 2,
  estimatedPickupDate: '2099-11-28',
  estimatedDeliveryDate: '2099-11-29',
};

function renderWizard(props: { business?: BusinessCustomer | null } = {}) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/booking/request']}>
        <BookingWizard onCreated={() => {}} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => sessionStorage.clear());

describe('the Customer step for a verified business', () => {
  it('when a verified business starts a booking, then the Customer step shows who books from its profile, Next is enabled, and Change opens the fields filled in', async () => {
    renderWizard({ business });
    await userEvent.setup().click(screen.getByLabelText('Road Truck'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('region', { name: 'Booking as your verified business' });
    expect(within(summary).getByText('Nordic Cold AS')).toBeInTheDocument();
    expect(within(summary).getByText('+47 912 34 567')).toBeInTheDocument();
    expect(within(summary).getByText('ops@nordiccold.example')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Full name or business/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await userEvent.setup().click(within(summary).getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText(/Full name or business/)).toHaveValue('Nordic Cold AS');
    expect(screen.getByLabelText(/Contact phone/)).toHaveValue('+47 912 34 567');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ops@nordiccold.example');
    expect(screen.getByLabelText(/Customer type/)).toHaveValue('Business');
  });

  it('when the account is not a verified business, then the Customer step asks as before', async () => {
    renderWizard({ business: null });
    await userEvent.setup().click(screen.getByLabelText('Road Truck'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(/Full name or business/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when a draft already names another customer, then the profile does not overwrite it', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 1, idempotencyKey: 'key-12345678', values: answered }));
    renderWizard({ business });
    expect(screen.getByLabelText(/Full name or business/)).toHaveValue('Acme Foods');
  });
});

// Review prices the shipment: the mock API's POST /quotes answers the contracts' own quote.
describe('the delivery estimate on Review', () => {
  it('when pickup and delivery are one day apart by road, then the estimate is that day and says road usually takes 3-5 days', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 5, idempotencyKey: 'key-12345678', values: answered }));
    renderWizard();
    expect(await screen.findByText('Estimated delivery: Nov 29, 2099, 1 day after pickup.')).toBeInTheDocument();
    expect(screen.getByText('Road Truck usually takes 3-5 days; these dates allow 1 day.')).toBeInTheDocument();
    expect(screen.queryByText(/Estimated delivery: 3-5 days/)).not.toBeInTheDocument();
  });

  it('when the same dates go by air, then the estimate follows the mode and raises nothing', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 5, idempotencyKey: 'key-12345678', values: { ...answered, vehicleType: 'air' } }));
    renderWizard();
    expect(await screen.findByText('Estimated delivery: Nov 29, 2099, 1 day after pickup.')).toBeInTheDocument();
    expect(screen.queryByText(/usually takes/)).not.toBeInTheDocument();
  });
});
