import { estimateEmissions, formatMoney, quoteForShipment, taxCents } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { samplePlace } from '../../../mocks/fixtures/place';
import { mockRoute } from '../../../mocks/fixtures/route';
import { recordRequests, signIn, type ApiCall } from '../../../test/session';
import { DRAFT_KEY, emptyValues, type WizardValues } from '../lib/wizard';
import { BookingWizard } from './booking-wizard';

const rotterdam = samplePlace('Rotterdam');
const hamburg = samplePlace('Hamburg');
const lines = [
  { type: 'pallet' as const, count: 2, weightKg: 250, lengthCm: 120, widthCm: 80, heightCm: 150 },
  { type: 'box' as const, count: 3, weightKg: 12.5 },
];
const answered: WizardValues = {
  ...emptyValues,
  vehicleType: 'truck',
  fullNameOrBusiness: 'Acme Foods',
  contactPhone: '+1 555 010 0100',
  email: 'ops@acme.example',
  customerType: 'Business',
  pickupPerson: { name: 'Pia Pickup', phone: '+1 555 010 0200', email: 'pia@acme.example' },
  pickupLocation: { address: 'Wilhelminakade 1', city: 'Rotterdam', country: 'NL', coordinates: rotterdam.coordinates },
  receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0300', email: 'rex@acme.example' },
  dropoffLocation: { address: 'Am Sandtorkai 1', city: 'Hamburg', country: 'DE', coordinates: hamburg.coordinates },
  goodsType: 'Machinery',
  cargoLines: lines,
  estimatedPickupDate: '2099-11-28',
  estimatedDeliveryDate: '2099-12-02',
};

function startAt(step: number, values: Partial<WizardValues> = {}) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step, idempotencyKey: 'key-12345678', values: { ...answered, ...values } }));
}

function renderWizard() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/booking/request']}>
        <BookingWizard onCreated={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const quoteCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/quotes');
const createCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && /\/bookings\/?$/.test(call.path));

/** The estimate the table shows for a mode: the contracts' formula plus tax. */
function expectedTotal(mode: 'truck' | 'air' | 'sea'): string {
  const quote = quoteForShipment({ vehicleType: mode, cargoLines: lines, cargoWeightKg: 537.5 });
  return formatMoney(quote.totalCents + taxCents(quote.totalCents));
}
const expectedCo2e = (mode: 'truck' | 'air' | 'sea') =>
  estimateEmissions({ mode, weightKg: 537.5, distanceKm: mockRoute(mode, rotterdam.coordinates, hamburg.coordinates).distanceKm, perishable: false }).co2eWtwKg;

beforeEach(() => {
  sessionStorage.clear();
  signIn('customer');
});

describe('the review step compares the three modes (decision 0096)', () => {
  it('when the review opens, then each mode is quoted with the places and lines, and the table shows its price and CO2e with the chosen one marked', async () => {
    const calls = recordRequests();
    startAt(5);
    renderWizard();
    const table = await screen.findByRole('table', { name: 'Price and emissions of each mode for this shipment' });
    await waitFor(() => expect(within(table).queryByText('…')).not.toBeInTheDocument());

    const sent = quoteCalls(calls).map((call) => call.body as Record<string, unknown>);
    expect(sent.map((body) => body.vehicleType).sort()).toEqual(['air', 'sea', 'truck']);
    for (const body of sent) {
      expect(body).toMatchObject({ cargoLines: lines, pickupLocation: { city: 'Rotterdam', country: 'NL', coordinates: rotterdam.coordinates }, dropoffLocation: { city: 'Hamburg', country: 'DE' } });
      expect(body).not.toHaveProperty('pickupLocation.address');
    }

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').querySelector('span')!.textContent)).toEqual(['Road Truck', 'Air Freight', 'Sea Freight']);
    for (const [row, mode] of [[rows[0]!, 'truck'], [rows[1]!, 'air'], [rows[2]!, 'sea']] as const) {
      expect(row).toHaveTextContent(expectedTotal(mode));
      expect(row).toHaveTextContent(`${expectedCo2e(mode).toFixed(1)} kg`);
    }
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).toHaveTextContent('Your choice');
    expect(within(rows[0]!).getByRole('button', { name: 'Choose Road Truck' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(rows[1]!).getByRole('button', { name: 'Choose Air Freight' })).toHaveAttribute('aria-pressed', 'false');
    // Sea emits least on this route.
    expect(rows[2]).toHaveTextContent('Lowest');
  });

  it('when Choose is pressed on another mode, then it becomes the choice, the price below follows, and the booking is sent with it and the coordinates', async () => {
    const user = userEvent.setup();
    const calls = recordRequests();
    startAt(5);
    renderWizard();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Choose Sea Freight' }));
    expect(within(table).getByRole('button', { name: 'Choose Sea Freight' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getAllByRole('row')[3]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Sea Freight', { selector: 'dd' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('amount-due')).toHaveTextContent(expectedTotal('sea')));

    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    expect(createCalls(calls)[0]!.body).toMatchObject({
      vehicleType: 'sea',
      pickupLocation: { city: 'Rotterdam', country: 'NL', coordinates: rotterdam.coordinates },
      dropoffLocation: { city: 'Hamburg', country: 'DE', coordinates: hamburg.coordinates },
    });
  });
});

describe('the cargo lines editor', () => {
  it('when a second line is added and filled, then the totals follow as typed; removing it brings them back', async () => {
    const user = userEvent.setup();
    startAt(4, { cargoLines: [{ type: 'pallet', count: 2, weightKg: 250 }] });
    renderWizard();
    const totals = screen.getByTestId('cargo-totals');
    expect(totals).toHaveTextContent('Total: 2 pieces, 500 kg');

    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    const second = screen.getByRole('group', { name: 'Line 2' });
    expect(totals).toHaveTextContent('Total: 3 pieces, 500 kg');
    await user.selectOptions(within(second).getByLabelText(/^Type/), 'box');
    await user.clear(within(second).getByLabelText(/^Count/));
    await user.type(within(second).getByLabelText(/^Count/), '4');
    await user.type(within(second).getByLabelText(/^Weight each/), '12.5');
    expect(totals).toHaveTextContent('Total: 6 pieces, 550 kg');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.queryByRole('group', { name: 'Line 2' })).not.toBeInTheDocument();
    expect(totals).toHaveTextContent('Total: 2 pieces, 500 kg');
    // The only line cannot be removed: a booking carries at least one.
    expect(screen.queryByRole('button', { name: /Remove line/ })).not.toBeInTheDocument();
  });

  it('when a new line has no weight yet, then Next waits and the weight says why once left', async () => {
    const user = userEvent.setup();
    startAt(4, { cargoLines: [{ type: 'pallet', count: 2, weightKg: 250 }] });
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    const second = screen.getByRole('group', { name: 'Line 2' });
    await user.click(within(second).getByLabelText(/^Weight each/));
    await user.tab();
    expect(await within(second).findByText('Weight is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
