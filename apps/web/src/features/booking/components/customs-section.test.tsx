import { CUSTOMS_MESSAGES } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { samplePlace } from '../../../mocks/fixtures/place';
import { recordRequests, signIn, type ApiCall } from '../../../test/session';
import { CARGO_COPY, CUSTOMS_COPY } from '../../../content/booking-wizard';
import { DRAFT_KEY, emptyValues, type WizardValues } from '../lib/wizard';
import { BookingWizard } from './booking-wizard';

const rotterdam = samplePlace('Rotterdam');
const LONDON = { address: '1 Tilbury Docks', city: 'London', country: 'GB', coordinates: { lat: 51.50853, lng: -0.12574 } };
const answered: WizardValues = {
  ...emptyValues,
  vehicleType: 'truck',
  fullNameOrBusiness: 'Acme Cycles',
  contactPhone: '+31 10 555 0100',
  email: 'ops@acme.example',
  customerType: 'Business',
  pickupPerson: { name: 'Pia Pickup', phone: '+31 10 555 0200', email: 'pia@acme.example' },
  pickupLocation: { address: 'Wilhelminakade 1', city: 'Rotterdam', country: 'NL', coordinates: rotterdam.coordinates },
  receiverPerson: { name: 'Rex Receiver', phone: '+44 20 7946 0300', email: 'rex@acme.example' },
  dropoffLocation: LONDON,
  goodsType: 'Other',
  cargoLines: [{ type: 'box', count: 2, weightKg: 20 }],
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

const createCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && /\/bookings\/?$/.test(call.path));

beforeEach(() => {
  sessionStorage.clear();
  signIn('customer');
});

describe('customs in the Cargo step (decision 0104)', () => {
  it('when Rotterdam ships to Hamburg, then the Cargo step asks no customs', async () => {
    startAt(4, { dropoffLocation: { ...samplePlace('Hamburg'), address: 'Am Sandtorkai 1', city: 'Hamburg', country: 'DE' } as WizardValues['dropoffLocation'] });
    renderWizard();
    await screen.findByLabelText(/goods type/i);
    expect(screen.queryByRole('group', { name: CUSTOMS_COPY.legend })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('when Rotterdam ships to London, then Next waits for the terms, the EORI and a complete line; the review shows them and the booking sends them', async () => {
    const user = userEvent.setup();
    // Pasted rather than typed key by key: the same events a form sees, in a fraction of the time.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    const calls = recordRequests();
    startAt(4);
    renderWizard();
    const section = await screen.findByRole('group', { name: CUSTOMS_COPY.legend });
    expect(within(section).getByText(/From Netherlands to United Kingdom/)).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();

    await user.selectOptions(within(section).getByLabelText(/Incoterms/), 'DAP');
    await user.selectOptions(within(section).getByLabelText(/Reason for export/), 'sale');
    await fill(within(section).getByLabelText(/Description/), 'Bicycle helmets');
    await fill(within(section).getByLabelText(/HS code/), '6506');
    await user.tab();
    expect(await within(section).findByText(CUSTOMS_MESSAGES.hsCode)).toBeInTheDocument();
    await fill(within(section).getByLabelText(/HS code/), '10');
    await user.selectOptions(within(section).getByLabelText(/Country of origin/), 'NL');
    await fill(within(section).getByLabelText(/^Quantity/), '20');
    await fill(within(section).getByLabelText(/Unit value/), '34.50');
    await fill(within(section).getByLabelText(/Net weight/), '9.2');
    expect(within(section).getByTestId('customs-total')).toHaveTextContent('$690.00');
    // Leaving the EU: the exporter's EORI is still missing.
    expect(next).toBeDisabled();
    await fill(within(section).getByLabelText(/EORI/), 'nl812345678');
    await waitFor(() => expect(next).toBeEnabled());

    await user.click(within(section).getByRole('button', { name: CUSTOMS_COPY.addLine }));
    expect(within(section).getByRole('group', { name: CUSTOMS_COPY.line(2) })).toBeInTheDocument();
    await waitFor(() => expect(next).toBeDisabled());
    await user.click(within(section).getByRole('button', { name: CUSTOMS_COPY.removeLine(2) }));
    await waitFor(() => expect(next).toBeEnabled());

    await user.click(next);
    const review = await screen.findByRole('heading', { name: CUSTOMS_COPY.reviewTitle });
    const card = review.closest('section')!;
    expect(within(card).getByText('DAP – Delivered at Place, Sale')).toBeInTheDocument();
    expect(within(card).getByText('NL812345678')).toBeInTheDocument();
    expect(within(card).getByText('20 × Bicycle helmets (HS 650610), $34.50 each, 9.2 kg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    const body = createCalls(calls)[0]!.body as Record<string, unknown>;
    expect(body.customs).toEqual({
      incoterm: 'DAP',
      reasonForExport: 'sale',
      exporterEori: 'NL812345678',
      lines: [{ description: 'Bicycle helmets', hsCode: '650610', originCountry: 'NL', quantity: 20, unitValue: 34.5, netWeightKg: 9.2 }],
    });
    expect(body).not.toHaveProperty('customsRoute');
  });

  it('when a line of goods is priced, then the Goods list is a group a screen reader hears with its customs value, as the cargo lines are with their totals', async () => {
    const user = userEvent.setup();
    startAt(4, {
      customs: { incoterm: 'DAP', reasonForExport: 'gift', lines: [{ description: 'Gifts', hsCode: '950300', originCountry: 'NL', quantity: 2, unitValue: 10, netWeightKg: 1 }] },
    });
    renderWizard();
    const section = await screen.findByRole('group', { name: CUSTOMS_COPY.legend });
    const goods = within(section).getByRole('group', { name: CUSTOMS_COPY.linesLegend });
    expect(goods).toHaveAccessibleDescription(`${CUSTOMS_COPY.total}: $20.00`);
    await user.click(within(goods).getByLabelText(/^Quantity/));
    await user.paste('5');
    expect(goods).toHaveAccessibleDescription(`${CUSTOMS_COPY.total}: $250.00`);
    expect(screen.getByRole('group', { name: CARGO_COPY.linesLegend })).toHaveAccessibleDescription(`${CARGO_COPY.linesIntro} ${CARGO_COPY.totals(2, '40')}`);
  });

  it('when the customer goes back and moves the drop-off into the EU, then the customs filled in are not sent', async () => {
    const user = userEvent.setup();
    const calls = recordRequests();
    startAt(5, {
      dropoffLocation: { address: 'Am Sandtorkai 1', city: 'Hamburg', country: 'DE', coordinates: samplePlace('Hamburg').coordinates },
      customs: { incoterm: 'DAP', reasonForExport: 'gift', lines: [{ description: 'Gifts', hsCode: '950300', originCountry: 'NL', quantity: 1, unitValue: 10, netWeightKg: 1 }] },
    });
    renderWizard();
    expect(screen.queryByRole('heading', { name: CUSTOMS_COPY.reviewTitle })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Confirm & Submit' }));
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    expect(createCalls(calls)[0]!.body).not.toHaveProperty('customs');
  });
});
