import {
  DELIVERY_BEFORE_PICKUP_MESSAGE,
  PICKUP_IN_PAST_MESSAGE,
  todayCalendarDate,
  type Booking,
  type Customs,
  type EditBookingFormValues,
} from '@meridian/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { makeCrossBorderBooking } from '../../../mocks/fixtures/cross-border-booking';
import { makePlacedBooking } from '../../../mocks/fixtures/placed-booking';
import { api, db, recordRequests, refused, renderWithSession, server, signIn, type ApiCall } from '../../../test/session';
import { EditBookingDialog, toUpdateInput } from './edit-booking-dialog';

const base: EditBookingFormValues = {
  pickupLocation: { address: '1 Dock', city: 'Baltimore', state: 'MD', country: 'US' },
  dropoffLocation: { address: '9 Market', city: 'Boston', state: 'MA', country: 'US' },
  goodsType: 'Food',
  cargoWeightKg: 250,
  quantity: 3,
  isFragile: false,
  isPerishable: true,
  tempControlCelsius: -18,
  vehicleType: 'truck',
  status: 'Pending',
  estimatedPickupDate: '2026-12-01',
  estimatedDeliveryDate: '2026-12-04',
  notes: '',
};

const daysFromToday = (days: number) => todayCalendarDate(new Date(Date.now() + days * 86_400_000));

function openDialog(booking: Booking, onClose = vi.fn()) {
  renderWithSession(<EditBookingDialog booking={booking} open onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Edit Booking' }), onClose };
}

const optionLabels = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);
const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH');

afterEach(() => vi.unstubAllGlobals());

describe('edit booking payload (decision 0009)', () => {
  it('when saved, then numbers stay numbers, the calendar dates go unchanged and the loaded version is sent', () => {
    const input = toUpdateInput(base, 4);
    expect(input).toMatchObject({
      cargoWeightKg: 250,
      quantity: 3,
      tempControlCelsius: -18,
      vehicleType: 'truck',
      status: 'pending',
      estimatedPickupDate: '2026-12-01',
      estimatedDeliveryDate: '2026-12-04',
      version: 4,
    });
  });
  it('when not perishable, then the temperature is sent as 0 (none)', () => {
    expect(toUpdateInput({ ...base, isPerishable: false }, 0).tempControlCelsius).toBe(0);
  });
});

describe('Edit Booking dialog (decisions 0004 and 0014)', () => {
  it('when a customer edits a pending booking, then Status offers only the moves a customer may make, the current one selected', () => {
    signIn('customer');
    openDialog(makeBooking({ status: 'pending' }));
    const status = screen.getByLabelText(/^Status/);
    expect(optionLabels(status)).toEqual(['Pending', 'Cancelled']);
    expect(status).toHaveValue('pending');
  });

  it('when an operator edits a confirmed booking, then Status offers the next step and cancelling, not a jump to Delivered', () => {
    signIn('operator');
    openDialog(makeBooking({ status: 'confirmed' }));
    const status = screen.getByLabelText(/^Status/);
    expect(optionLabels(status)).toEqual(['Confirmed', 'In Transit', 'Cancelled']);
    expect(status).toHaveValue('confirmed');
  });

  it('when opened, then Vehicle type is a select of the three vehicle types with the labels used elsewhere', () => {
    signIn('customer');
    openDialog(makeBooking({ vehicleType: 'sea' }));
    const vehicle = screen.getByLabelText(/^Vehicle type/);
    expect(vehicle.tagName).toBe('SELECT');
    expect(optionLabels(vehicle)).toEqual(['Road Truck', 'Air Freight', 'Sea Freight']);
    expect(vehicle).toHaveValue('sea');
  });

  it('when opened, then both dates are date inputs holding the calendar dates, and saving sends them as they are', async () => {
    const booking = makeBooking({ estimatedPickupDate: '2099-12-01', estimatedDeliveryDate: '2099-12-04' });
    signIn('customer');
    db.bookings = [booking];
    const calls = recordRequests();
    const { onClose } = openDialog(booking);
    expect(screen.getByLabelText(/^Pickup date/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(/^Pickup date/)).toHaveValue('2099-12-01');
    expect(screen.getByLabelText(/^Delivery date/)).toHaveAttribute('type', 'date');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches(calls)[0]?.body).toMatchObject({ estimatedPickupDate: '2099-12-01', estimatedDeliveryDate: '2099-12-04', vehicleType: 'truck' });
  });

  it('when the pickup date is changed to a day in the past, then the message shows beside it and nothing is sent', async () => {
    signIn('customer');
    const calls = recordRequests();
    openDialog(makeBooking({ estimatedPickupDate: daysFromToday(5), estimatedDeliveryDate: daysFromToday(9) }));
    fireEvent.change(screen.getByLabelText(/^Pickup date/), { target: { value: daysFromToday(-2) } });
    await save();
    const pickup = screen.getByLabelText(/^Pickup date/);
    await waitFor(() => expect(pickup).toHaveAccessibleDescription(PICKUP_IN_PAST_MESSAGE));
    expect(pickup).toHaveAttribute('aria-invalid', 'true');
    expect(pickup).toHaveFocus();
    expect(patches(calls)).toHaveLength(0);
  });

  it('when an old booking keeps its past pickup date, then other changes still save', async () => {
    const booking = makeBooking({ estimatedPickupDate: daysFromToday(-30), estimatedDeliveryDate: daysFromToday(-25) });
    signIn('customer');
    db.bookings = [booking];
    const calls = recordRequests();
    const { onClose } = openDialog(booking);
    fireEvent.change(screen.getByLabelText(/^Notes/), { target: { value: 'Gate 4' } });
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches(calls)[0]?.body).toMatchObject({ estimatedPickupDate: daysFromToday(-30), notes: 'Gate 4' });
  });

  it('when the server refuses a field, then its message shows above the Save button and beside the field, which is focused', async () => {
    signIn('customer');
    server.use(
      http.patch(api('/bookings/:id'), () =>
        refused(400, 'Please check the highlighted fields and try again.', { fields: { estimatedDeliveryDate: DELIVERY_BEFORE_PICKUP_MESSAGE } }),
      ),
    );
    const { dialog, onClose } = openDialog(makeBooking());
    await save();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Please check the highlighted fields and try again.');
    // Right above the buttons, where the user is looking after pressing Save.
    expect(alert.nextElementSibling).toContainElement(screen.getByRole('button', { name: 'Save Changes' }));
    const delivery = screen.getByLabelText(/^Delivery date/);
    expect(delivery).toHaveAttribute('aria-invalid', 'true');
    expect(delivery).toHaveAccessibleDescription(DELIVERY_BEFORE_PICKUP_MESSAGE);
    expect(delivery).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when the save fails without a message, then the fallback words show and the dialog stays open', async () => {
    signIn('customer');
    server.use(http.patch(api('/bookings/:id'), () => HttpResponse.json({}, { status: 500 })));
    const { dialog, onClose } = openDialog(makeBooking());
    await save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update booking');
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each(['delivered', 'cancelled'] as const)('when the booking is %s, then the dialog says why nothing can change and offers no Save', (status) => {
    signIn('customer');
    const { dialog } = openDialog(makeBooking({ status }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(`This booking is ${status}, so it can no longer be changed.`);
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('Edit Booking dialog: places with country and postal code (decision 0096)', () => {
  const place = (legend: 'Pickup location' | 'Drop-off location') => within(screen.getByRole('group', { name: legend }));

  it('when opened, then each place has a country select holding its country, an optional state and an optional postal code', () => {
    signIn('customer');
    openDialog(makeBooking());
    const pickupCountry = place('Pickup location').getByRole('combobox', { name: /^Country/ });
    expect(pickupCountry).toHaveValue('US');
    expect(within(pickupCountry).getByRole('option', { name: 'Netherlands' })).toHaveValue('NL');
    expect(place('Drop-off location').getByRole('combobox', { name: /^Country/ })).toHaveValue('US');
    expect(place('Pickup location').getByLabelText(/^State/)).not.toBeRequired();
    expect(place('Pickup location').getByLabelText(/^Postal code/)).toHaveValue('21202');
    expect(place('Drop-off location').getByLabelText(/^Postal code/)).toHaveValue('02108');
  });

  it("when a postal code does not fit the country, then the contracts' message shows beside it and nothing is sent", async () => {
    signIn('customer');
    const calls = recordRequests();
    openDialog(makeBooking());
    const user = userEvent.setup();
    await user.selectOptions(place('Drop-off location').getByRole('combobox', { name: /^Country/ }), 'NL');
    await save();
    const postal = place('Drop-off location').getByLabelText(/^Postal code/);
    await waitFor(() => expect(postal).toHaveAccessibleDescription('This is not a postal code used in NL'));
    expect(patches(calls)).toHaveLength(0);
  });

  it('when the drop-off city is typed anew, then that place is sent without its old coordinates, and the unchanged pickup is not sent', async () => {
    const booking = makeBooking();
    signIn('customer');
    db.bookings = [booking];
    const calls = recordRequests();
    const { onClose } = openDialog(booking);
    fireEvent.change(place('Drop-off location').getByRole('combobox', { name: /^City/ }), { target: { value: 'Cambridge' } });
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = patches(calls)[0]?.body as Record<string, unknown>;
    expect(body.dropoffLocation).toEqual({ address: '9 Market Road', city: 'Cambridge', state: 'MA', postalCode: '02108', country: 'US' });
    expect(body).not.toHaveProperty('pickupLocation');
  });

  it('when only the drop-off address changes, then the place keeps its coordinates (the city is the same)', () => {
    const stored = makeBooking();
    const dropoff = { ...stored.dropoffLocation, address: '10 Market Road', country: 'US' };
    const input = toUpdateInput({ ...base, pickupLocation: { ...stored.pickupLocation, country: 'US' }, dropoffLocation: dropoff }, 1, stored);
    expect(input).not.toHaveProperty('pickupLocation');
    expect(input.dropoffLocation).toMatchObject({ address: '10 Market Road', coordinates: stored.dropoffLocation.coordinates });
  });

  it('when a place loses its state, then it is sent without one (many countries have none)', () => {
    const stored = makeBooking();
    const input = toUpdateInput({ ...base, pickupLocation: { ...base.pickupLocation, state: '' } }, 1, stored);
    expect(input.pickupLocation).toEqual({ address: '1 Dock', city: 'Baltimore', country: 'US' });
  });
});

describe('Edit Booking dialog: customs on a cross-border booking (decision 0104)', () => {
  const place = (legend: 'Pickup location' | 'Drop-off location') => within(screen.getByRole('group', { name: legend }));
  const customs = () => within(screen.getByRole('group', { name: 'Customs' }));

  it('when a cross-border booking is edited, then the customs section holds its customs and a changed rule and HS code are sent', async () => {
    const booking = makeCrossBorderBooking();
    signIn('customer');
    db.bookings = [booking];
    const calls = recordRequests();
    const { onClose } = openDialog(booking);
    const user = userEvent.setup();
    expect(customs().getByRole('combobox', { name: /^Incoterms/ })).toHaveValue('DAP');
    expect(customs().getAllByLabelText(/^HS code/).map((input) => (input as HTMLInputElement).value)).toEqual(['650610', '8501310000']);
    await user.selectOptions(customs().getByRole('combobox', { name: /^Incoterms/ }), 'DDP');
    const hs = customs().getAllByLabelText(/^HS code/)[0]!;
    await user.clear(hs);
    await user.type(hs, '650699');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = (patches(calls)[0]?.body as { customs: Customs }).customs;
    expect(sent).toMatchObject({ incoterm: 'DDP', reasonForExport: 'sale', exporterEori: 'NL812345678' });
    expect(sent.lines.map((line) => line.hsCode)).toEqual(['650699', '8501310000']);
  });

  it('when the drop-off moves from Hamburg to London, then the customs section appears, asks for each field before anything is sent, and sends them once filled', async () => {
    const booking = makePlacedBooking();
    signIn('customer');
    db.bookings = [booking];
    const calls = recordRequests();
    const { onClose } = openDialog(booking);
    const user = userEvent.setup();
    expect(screen.queryByRole('group', { name: 'Customs' })).not.toBeInTheDocument();
    await user.selectOptions(place('Drop-off location').getByRole('combobox', { name: /^Country/ }), 'GB');
    fireEvent.change(place('Drop-off location').getByRole('combobox', { name: /^City/ }), { target: { value: 'London' } });
    const postal = place('Drop-off location').getByLabelText(/^Postal code/);
    await user.clear(postal);
    await user.type(postal, 'E14 5AB');
    expect(customs().getByText(/From Netherlands to United Kingdom/)).toBeInTheDocument();

    await save();
    await waitFor(() => expect(customs().getAllByLabelText(/^HS code/)[0]).toHaveAccessibleDescription(/HS code must be 6 to 10 digits/));
    expect(customs().getByLabelText(/EORI number/)).toHaveAttribute('aria-invalid', 'true');
    expect(patches(calls)).toHaveLength(0);

    await user.selectOptions(customs().getByRole('combobox', { name: /^Incoterms/ }), 'DAP');
    await user.selectOptions(customs().getByRole('combobox', { name: /^Reason/ }), 'sale');
    await user.type(customs().getByLabelText(/EORI number/), 'NL812345678');
    await user.type(customs().getByLabelText(/^Description/), 'Bicycle helmets');
    await user.type(customs().getAllByLabelText(/^HS code/)[0]!, '650610');
    await user.type(customs().getByLabelText(/^Quantity/), '20');
    await user.type(customs().getByLabelText(/^Unit value/), '34.5');
    await user.type(customs().getByLabelText(/^Net weight/), '9.2');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = patches(calls)[0]?.body as { dropoffLocation: { country: string }; customs: Customs };
    expect(body.dropoffLocation.country).toBe('GB');
    expect(body.customs).toEqual({
      incoterm: 'DAP',
      reasonForExport: 'sale',
      exporterEori: 'NL812345678',
      lines: [{ description: 'Bicycle helmets', hsCode: '650610', originCountry: 'NL', quantity: 20, unitValue: 34.5, netWeightKg: 9.2 }],
    });
  });

  it('when an old cross-border booking without customs is saved with the section left blank, then the other changes save and no customs are sent', async () => {
    const booking = makeCrossBorderBooking({ customs: null });
    signIn('customer');
    db.bookings = [booking];
    const calls = recordRequests();
    const { onClose } = openDialog(booking);
    expect(screen.getByRole('group', { name: 'Customs' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Notes/), { target: { value: 'Gate 4' } });
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches(calls)[0]?.body).toMatchObject({ notes: 'Gate 4' });
    expect(patches(calls)[0]?.body).not.toHaveProperty('customs');
  });

  it('when the server refuses a customs field, then it is marked beside that field and focused', async () => {
    signIn('customer');
    server.use(http.patch(api('/bookings/:id'), () => refused(400, 'Please check the highlighted fields and try again.', { fields: { 'customs.lines.1.hsCode': 'HS code must be 6 to 10 digits' } })));
    openDialog(makeCrossBorderBooking());
    await save();
    const hs = customs().getAllByLabelText(/^HS code/)[1]!;
    await waitFor(() => expect(hs).toHaveFocus());
    expect(hs).toHaveAccessibleDescription(/HS code must be 6 to 10 digits/);
  });
});
