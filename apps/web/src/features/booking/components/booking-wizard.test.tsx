import { MESSAGES, PICKUP_IN_PAST_MESSAGE, PIECE_MESSAGES, todayCalendarDate } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, db, recordRequests, refused, server, signIn, type ApiCall } from '../../../test/session';
import { DRAFT_KEY, isStepValid, emptyValues, type WizardValues } from '../lib/wizard';
import { BookingWizard } from './booking-wizard';

function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayCalendarDate(date);
}

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
  cargoLines: [{ type: 'box', count: 2, weightKg: 6.25 }],
  estimatedPickupDate: '2099-11-28',
  estimatedDeliveryDate: '2099-12-02',
};

function startAt(step: number, values: Partial<WizardValues> = {}) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step, idempotencyKey: 'key-12345678', values: { ...answered, ...values } }));
}

// The wizard books as a signed-in customer; the mock API creates the booking unless a test overrides it.
beforeEach(() => signIn('customer'));

/** The create calls only: the review step also asks POST /quotes for the price (decision 0044). */
const createCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && /\/bookings\/?$/.test(call.path));

/** The next create is answered `status` with `body` instead of by the mock API. */
function answerCreateWith(status: number, body: Record<string, unknown>) {
  server.use(http.post(api('/bookings/'), () => HttpResponse.json(body, { status })));
}

function renderWizard() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      {/* Each step has its URL (decision 0044). */}
      <MemoryRouter initialEntries={['/booking/request']}>
        <BookingWizard onCreated={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('booking wizard step gating', () => {
  beforeEach(() => sessionStorage.clear());

  it('when no transport mode is chosen, then Next is disabled and there is no Back', () => {
    renderWizard();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('when a mode is chosen, then Next enables and leads to the customer step with Back', async () => {
    renderWizard();
    fireEvent.click(screen.getByLabelText('Road Truck'));
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(screen.getByText(/Step 2 of 6: Customer/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when the customer e-mail is malformed, then Next stays disabled and the field says Invalid email format', async () => {
    const user = userEvent.setup();
    renderWizard();
    fireEvent.click(screen.getByLabelText('Road Truck'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Full name or business/), 'Acme');
    await user.type(screen.getByLabelText(/Contact phone/), '+1 555 0100');
    await user.selectOptions(screen.getByLabelText(/Customer type/), 'Business');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ops@acme.com');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('when the page reloads mid-way, then the step and answers come back from the draft', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 1, idempotencyKey: 'key-12345678', values: { ...emptyValues, vehicleType: 'air', fullNameOrBusiness: 'Kept Ltd' } }));
    renderWizard();
    expect(screen.getByText(/Step 2 of 6: Customer/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name or business/)).toHaveValue('Kept Ltd');
  });

  it('when a line weighs 0, counts below 1 or has no type, then the cargo step is invalid; perishable needs a temperature', () => {
    const line = { type: 'box' as const, count: 1, weightKg: 0.1 };
    const cargo = {
      ...emptyValues,
      goodsType: 'Food' as const,
      cargoLines: [line],
      estimatedPickupDate: daysFromToday(7),
      estimatedDeliveryDate: daysFromToday(9),
    };
    expect(isStepValid(4, cargo)).toBe(true);
    expect(isStepValid(4, { ...cargo, cargoLines: [{ ...line, weightKg: 0 }] })).toBe(false);
    expect(isStepValid(4, { ...cargo, cargoLines: [{ ...line, count: 0 }] })).toBe(false);
    expect(isStepValid(4, { ...cargo, cargoLines: [{ ...line, type: '' as never }] })).toBe(false);
    expect(isStepValid(4, { ...cargo, cargoLines: [] })).toBe(false);
    expect(isStepValid(4, { ...cargo, estimatedDeliveryDate: '' })).toBe(false);
    expect(isStepValid(4, { ...cargo, isPerishable: true, tempControlCelsius: Number.NaN })).toBe(false);
    expect(isStepValid(4, { ...cargo, isPerishable: false, tempControlCelsius: Number.NaN })).toBe(true);
  });
});

describe('pickup date (decision 0009)', () => {
  beforeEach(() => sessionStorage.clear());

  it('when the pickup date is in the past, then its error shows beside it and Next stays disabled', async () => {
    const user = userEvent.setup();
    startAt(4, { estimatedPickupDate: '', estimatedDeliveryDate: '' });
    renderWizard();
    const pickup = screen.getByLabelText(/Estimated pickup date/);
    const delivery = screen.getByLabelText(/Estimated delivery date/);
    await user.click(pickup);
    fireEvent.change(pickup, { target: { value: '2020-01-01' } });
    await user.click(delivery);
    fireEvent.change(delivery, { target: { value: daysFromToday(3) } });
    await user.tab();
    expect(await screen.findByText(PICKUP_IN_PAST_MESSAGE)).toHaveAttribute('id', 'estimatedPickupDate-error');
    expect(pickup).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    fireEvent.change(pickup, { target: { value: daysFromToday(1) } });
    await waitFor(() => expect(screen.queryByText(PICKUP_IN_PAST_MESSAGE)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('when the cargo step shows, then the pickup picker starts at today and the delivery picker at the pickup date', () => {
    const pickupDate = daysFromToday(5);
    startAt(4, { estimatedPickupDate: pickupDate, estimatedDeliveryDate: '' });
    renderWizard();
    expect(screen.getByLabelText(/Estimated pickup date/)).toHaveAttribute('min', todayCalendarDate());
    expect(screen.getByLabelText(/Estimated delivery date/)).toHaveAttribute('min', pickupDate);
  });
});

describe('dates as calendar dates (decision 0009)', () => {
  beforeEach(() => sessionStorage.clear());

  it('when the review shows, then pickup and delivery read as short US dates, and the booking is sent with the dates as picked', async () => {
    const calls = recordRequests();
    startAt(5);
    renderWizard();
    expect(screen.getByText('Nov 28, 2099')).toBeInTheDocument();
    expect(screen.getByText('Dec 2, 2099')).toBeInTheDocument();
    expect(screen.queryByText('2099-11-28')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    expect(await screen.findByText(MESSAGES.booking.createSuccess)).toBeInTheDocument();
    const sent = createCalls(calls)[0]!.body as Record<string, unknown>;
    expect(sent.estimatedPickupDate).toBe('2099-11-28');
    expect(sent.estimatedDeliveryDate).toBe('2099-12-02');
    expect(sent.tempControlCelsius).toBe(0);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(db.bookings.map((booking) => booking.estimatedPickupDate)).toEqual(['2099-11-28']);
  });
});

describe('when Confirm & Submit fails (decision 0014: the error where the user is looking)', () => {
  beforeEach(() => sessionStorage.clear());

  it('when the server names a field, then the wizard opens its step, focuses it, shows its error and the banner beside the buttons', async () => {
    server.use(http.post(api('/bookings/'), () => refused(400, MESSAGES.booking.createEmail, { fields: { 'pickupPerson.email': MESSAGES.booking.createEmailField } })));
    startAt(5);
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Submit' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(MESSAGES.booking.createEmail);
    expect(screen.getByText(/Step 3 of 6: Pickup/)).toBeInTheDocument();
    const email = screen.getByLabelText(/Pickup contact email/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES.booking.createEmailField)).toBeInTheDocument();
    // The banner sits after the step's fields, just before the buttons.
    expect(email.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(screen.getByRole('button', { name: 'Next' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.setup().type(email, 'x');
    expect(screen.queryByText(MESSAGES.booking.createEmailField)).not.toBeInTheDocument();
  });

  it('when the server fails without naming a field, then the review stays and the message shows next to Confirm & Submit', async () => {
    answerCreateWith(500, { error: true, message: 'Request failed' });
    startAt(5);
    renderWizard();
    const confirm = screen.getByRole('button', { name: 'Confirm & Submit' });
    fireEvent.click(confirm);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(MESSAGES.booking.createOther);
    expect(screen.getByText(/Step 6 of 6: Review/)).toBeInTheDocument();
    expect(banner.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when the draft has gone stale (its pickup date is now past), then nothing is sent and the cargo step shows why', async () => {
    const calls = recordRequests();
    startAt(5, { estimatedPickupDate: '2020-01-01', estimatedDeliveryDate: '2020-01-02' });
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.booking.createValidation);
    expect(screen.getByText(/Step 5 of 6: Cargo/)).toBeInTheDocument();
    expect(screen.getByText(PICKUP_IN_PAST_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Estimated pickup date/)).toHaveFocus());
    expect(createCalls(calls)).toHaveLength(0);
  });
});

describe('cargo lines, their sizes and the declared value (decision 0096)', () => {
  beforeEach(() => sessionStorage.clear());

  it('when the size boxes of a line are left empty, then the cargo step passes; one size alone asks for the other two', () => {
    const cargo = 4;
    const line = { type: 'pallet' as const, count: 1, weightKg: 200 };
    const blank = { lengthCm: Number.NaN, widthCm: Number.NaN, heightCm: Number.NaN };
    expect(isStepValid(cargo, { ...answered, cargoLines: [{ ...line, ...blank }], declaredValue: Number.NaN })).toBe(true);
    expect(isStepValid(cargo, { ...answered, cargoLines: [{ ...line, ...blank, lengthCm: 120 }] })).toBe(false);
    expect(isStepValid(cargo, { ...answered, cargoLines: [{ ...line, lengthCm: 120, widthCm: 80, heightCm: 0 }] })).toBe(false);
    expect(isStepValid(cargo, { ...answered, cargoLines: [{ ...line, lengthCm: 120, widthCm: 80, heightCm: 60 }], declaredValue: 2500.5 })).toBe(true);
    expect(isStepValid(cargo, { ...answered, declaredValue: 10.001 })).toBe(false);
  });

  it('when a length is typed without the others, then the line says to give all three beside it', async () => {
    startAt(4);
    renderWizard();
    const length = screen.getByLabelText('Length (cm)');
    fireEvent.change(length, { target: { value: '120' } });
    fireEvent.blur(length);
    expect(await screen.findByText(PIECE_MESSAGES.allSides)).toHaveAttribute('id', 'cargoLines.0.lengthCm-error');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when lines and a declared value are given, then Review lists the lines with their totals and the create body carries the lines alone', async () => {
    const calls = recordRequests();
    startAt(5, {
      cargoLines: [
        { type: 'pallet', count: 2, weightKg: 250, lengthCm: 120, widthCm: 80, heightCm: 150 },
        { type: 'box', count: 3, weightKg: 12.5 },
      ],
      declaredValue: 2500,
    });
    renderWizard();
    expect(screen.getByText('2 × Pallet, 250 kg each, 120 × 80 × 150 cm')).toBeInTheDocument();
    expect(screen.getByText('3 × Box, 12.5 kg each')).toBeInTheDocument();
    expect(screen.getByText('5 pieces, 537.5 kg')).toBeInTheDocument();
    expect(screen.getByText('$2,500.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    const sent = createCalls(calls)[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      cargoLines: [
        { type: 'pallet', count: 2, weightKg: 250, lengthCm: 120, widthCm: 80, heightCm: 150 },
        { type: 'box', count: 3, weightKg: 12.5 },
      ],
      declaredValue: 2500,
    });
    expect(sent).not.toHaveProperty('cargoWeightKg');
    expect(sent).not.toHaveProperty('quantity');
    expect(sent).not.toHaveProperty('dimensions');
    expect(db.bookings[0]).toMatchObject({ cargoWeightKg: 537.5, quantity: 5 });
    expect(db.bookings[0]!.pieces).toHaveLength(5);
  });

  it('when no size or declared value is given, then the create body has none', async () => {
    const calls = recordRequests();
    startAt(5, { cargoLines: [{ type: 'box', count: 1, weightKg: 3, lengthCm: null, widthCm: null, heightCm: null } as never], declaredValue: null as never });
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await waitFor(() => expect(createCalls(calls)).toHaveLength(1));
    const sent = createCalls(calls)[0]!.body as Record<string, unknown>;
    expect(sent.cargoLines).toEqual([{ type: 'box', count: 1, weightKg: 3 }]);
    expect(sent).not.toHaveProperty('declaredValue');
  });

  it('when a draft was kept before the cargo step had lines, then its weight and quantity come back as one line of boxes', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ step: 4, idempotencyKey: 'key-12345678', values: { ...answered, cargoLines: undefined, cargoWeightKg: 12.5, quantity: 2 } }),
    );
    renderWizard();
    expect(screen.getByLabelText(/^Type/)).toHaveValue('box');
    expect(screen.getByLabelText(/^Count/)).toHaveValue(2);
    expect(screen.getByLabelText(/^Weight each/)).toHaveValue(6.25);
    expect(screen.getByTestId('cargo-totals')).toHaveTextContent('Total: 2 pieces, 12.5 kg');
  });
});

describe('the perishable band (decision 0084)', () => {
  beforeEach(() => sessionStorage.clear());

  it('when Perishable is ticked, then the set point starts empty (never 20 °C), Next waits for it, and the band shows as it is typed', async () => {
    const user = userEvent.setup();
    startAt(4, { estimatedPickupDate: daysFromToday(3), estimatedDeliveryDate: daysFromToday(5) });
    renderWizard();
    expect(screen.queryByLabelText(/Set temperature/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Perishable'));
    const setPoint = screen.getByLabelText(/Set temperature/);
    expect(setPoint).toHaveValue(null);
    expect(screen.queryByDisplayValue('20')).not.toBeInTheDocument();
    expect(screen.getByTestId('temperature-band')).toHaveTextContent('Enter the set point: the allowed band is 2 °C either side of it.');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(setPoint, '4');
    expect(screen.getByTestId('temperature-band')).toHaveTextContent('Allowed band 2 °C to 6 °C (set point ± 2 °C).');
    expect(setPoint).toHaveAccessibleDescription(/Allowed band 2 °C to 6 °C/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('when the review shows a perishable booking, then it states the set point and the band, and sends the set point', async () => {
    const calls = recordRequests();
    startAt(5, { isPerishable: true, tempControlCelsius: 4 });
    renderWizard();
    expect(screen.getByText('Yes, set 4 °C, band 2 °C to 6 °C')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    expect(await screen.findByText(MESSAGES.booking.createSuccess)).toBeInTheDocument();
    const sent = createCalls(calls)[0]!.body as Record<string, unknown>;
    expect(sent.tempControlCelsius).toBe(4);
  });
});
