import { COUNTRY_MESSAGES, PLACE_MESSAGES } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests, signIn, type ApiCall } from '../../../test/session';
import { DRAFT_KEY, emptyValues, isStepValid, type WizardValues } from '../lib/wizard';
import type { UsualCountries } from '../lib/usual-countries';
import { usualCountries } from '../lib/usual-countries';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { BookingWizard } from './booking-wizard';

const answered: WizardValues = {
  ...emptyValues,
  vehicleType: 'truck',
  fullNameOrBusiness: 'Acme Foods',
  contactPhone: '+1 555 010 0100',
  email: 'ops@acme.example',
  customerType: 'Business',
  pickupPerson: { name: 'Pia Pickup', phone: '+1 555 010 0200', email: 'pia@acme.example' },
  receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0300', email: 'rex@acme.example' },
};

function startAt(step: number, values: Partial<WizardValues> = {}) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step, idempotencyKey: 'key-12345678', values: { ...answered, ...values } }));
}

function renderWizard(countries: UsualCountries = {}) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/booking/request']}>
        <BookingWizard onCreated={() => {}} usualCountries={countries} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const placeCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('/places'));

beforeEach(() => {
  sessionStorage.clear();
  signIn('customer');
});

describe('pickup and drop-off places (decision 0096)', () => {
  it('when the country is blank, then the pickup step is invalid with the contracts message; state and postal code may stay empty', () => {
    const place = { address: '1 Dock Street', city: 'Rotterdam', country: 'NL', state: '' };
    expect(isStepValid(2, { ...answered, pickupLocation: place })).toBe(true);
    expect(isStepValid(2, { ...answered, pickupLocation: { ...place, country: '' } })).toBe(false);
  });

  it('when the pickup step opens on a fresh draft, then the country is the usual one and Next waits for address and city', async () => {
    startAt(2);
    renderWizard({ pickup: 'NL', dropoff: 'DE' });
    const country = screen.getByRole('combobox', { name: /Country/ });
    await waitFor(() => expect(country).toHaveValue('NL'));
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('Netherlands');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when a country the customer chose is in the draft, then the usual one does not replace it', async () => {
    startAt(2, { pickupLocation: { address: '', city: '', state: '', country: 'FR' } });
    renderWizard({ pickup: 'NL' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('FR');
  });

  it('when the country select is left without a choice, then its error shows beside it', async () => {
    const user = userEvent.setup();
    startAt(2);
    renderWizard();
    await user.click(screen.getByRole('combobox', { name: /Country/ }));
    await user.tab();
    expect(await screen.findByText(COUNTRY_MESSAGES.required)).toHaveAttribute('id', 'pickupLocation.country-error');
  });

  it('when a city is chosen from the list by keyboard, then state and coordinates are filled, and typing over it drops the coordinates', async () => {
    const user = userEvent.setup();
    const calls = recordRequests();
    startAt(2);
    renderWizard({ pickup: 'NL' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('NL'));
    await user.type(screen.getByLabelText(/^Address/), 'Wilhelminakade 1');
    const city = screen.getByRole('combobox', { name: /City/ });
    await user.click(city);
    await user.keyboard('rot');
    await screen.findByRole('option', { name: /Rotterdam/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(city).toHaveValue('Rotterdam');
    expect(screen.getByLabelText(/^State or province/)).toHaveValue('');
    expect(placeCalls(calls).map((call) => call.path)).toEqual(['/places?q=rot&limit=8&country=NL']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY)!) as { values: WizardValues };
    expect(draft.values.pickupLocation).toMatchObject({ city: 'Rotterdam', country: 'NL', coordinates: { lat: 51.9225, lng: 4.47917 } });

    // Typing over a picked city drops coordinates that no longer hold.
    await user.type(city, 'x');
    await waitFor(() => expect((JSON.parse(sessionStorage.getItem(DRAFT_KEY)!) as { values: WizardValues }).values.pickupLocation.coordinates).toBeUndefined());
  });

  it('when a postal code does not fit the country, then the contracts message shows under the postal code field', async () => {
    const user = userEvent.setup();
    startAt(2, { pickupLocation: { address: '1 Dock Street', city: 'Rotterdam', state: '', country: 'NL' } });
    renderWizard();
    const postal = screen.getByLabelText(/^Postal code/);
    await user.type(postal, '12');
    await user.tab();
    const error = await screen.findByText(PLACE_MESSAGES.postalCode('NL'));
    expect(error).toHaveAttribute('id', 'pickupLocation.postalCode-error');
    expect(postal).toHaveAccessibleDescription(PLACE_MESSAGES.postalCode('NL'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.clear(postal);
    await user.type(postal, '3011 AA');
    await waitFor(() => expect(screen.queryByText(PLACE_MESSAGES.postalCode('NL'))).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});

describe('the usual countries', () => {
  it('when the organization has booked before, then each end starts from its latest booking; else from the company profile (UK read as GB)', () => {
    const latest = makeBooking({ pickupLocation: { address: 'a', city: 'Rotterdam', country: 'NL' }, dropoffLocation: { address: 'b', city: 'Hamburg', country: 'DE' } });
    expect(usualCountries(latest, { country: 'US' })).toEqual({ pickup: 'NL', dropoff: 'DE' });
    const old = makeBooking({ pickupLocation: { address: 'a', city: 'Boston', needsCountry: true }, dropoffLocation: { address: 'b', city: 'Hamburg', country: 'DE' } });
    expect(usualCountries(old, { country: 'UK' })).toEqual({ pickup: 'GB', dropoff: 'DE' });
    expect(usualCountries(null, undefined)).toEqual({ pickup: undefined, dropoff: undefined });
  });
});
