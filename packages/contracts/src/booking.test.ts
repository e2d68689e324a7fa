import { describe, expect, it } from 'vitest';
import { todayCalendarDate } from './calendar-date';
import {
  applyTemperatureRule,
  bookingValidationFailure,
  isPickupChangeAllowed,
  resolveCargo,
  cargoStepSchema,
  createBookingSchema,
  customerStepSchema,
  editBookingFormSchema,
  toShortId,
  transportStepSchema,
  updateBookingSchema,
} from './booking';

function daysFromToday(days: number): string {
  return todayCalendarDate(new Date(Date.now() + days * 86_400_000));
}

const person = { name: 'Ada Obi', phone: '+1 555 0100', email: 'ada@example.com' };
const place = { address: '1 Dock Road', city: 'Lagos', state: 'Lagos', country: 'NG' };
const validBooking = {
  vehicleType: 'truck',
  fullNameOrBusiness: 'Acme Foods',
  contactPhone: '+1 555 0101',
  email: 'ops@acme.test',
  customerType: 'Business',
  pickupPerson: person,
  pickupLocation: place,
  receiverPerson: { ...person, name: 'Bayo' },
  dropoffLocation: { ...place, city: 'Abuja', state: 'FCT' },
  goodsType: 'Food',
  cargoWeightKg: 120.5,
  quantity: 3,
  isFragile: false,
  isPerishable: true,
  tempControlCelsius: 4,
  estimatedPickupDate: daysFromToday(8),
  estimatedDeliveryDate: daysFromToday(10),
  notes: 'Keep cold',
};

describe('booking wizard steps', () => {
  it('when no transport mode is chosen, then step 1 is invalid', () => {
    expect(transportStepSchema.safeParse({}).success).toBe(false);
    expect(transportStepSchema.safeParse({ vehicleType: 'air' }).success).toBe(true);
    expect(transportStepSchema.safeParse({ vehicleType: 'rocket' }).success).toBe(false);
  });

  it('when the e-mail does not match the simple pattern, then step 2 says Invalid email format', () => {
    const result = customerStepSchema.safeParse({
      fullNameOrBusiness: 'A',
      contactPhone: '5550100',
      email: 'not-an-email',
      customerType: 'Individual',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid email format');
  });

  it('when weight is 0 or quantity below 1, then the cargo step is invalid', () => {
    const cargo = {
      goodsType: 'Food',
      cargoWeightKg: 0.1,
      quantity: 1,
      isFragile: false,
      isPerishable: false,
      tempControlCelsius: 0,
      estimatedPickupDate: daysFromToday(8),
      estimatedDeliveryDate: daysFromToday(9),
    };
    expect(cargoStepSchema.safeParse(cargo).success).toBe(true);
    expect(cargoStepSchema.safeParse({ ...cargo, cargoWeightKg: 0 }).success).toBe(false);
    expect(cargoStepSchema.safeParse({ ...cargo, quantity: 0 }).success).toBe(false);
    expect(cargoStepSchema.safeParse({ ...cargo, estimatedPickupDate: '' }).success).toBe(false);
  });

  it('when delivery is before pickup, then the error is on the delivery date', () => {
    const result = createBookingSchema.safeParse({ ...validBooking, estimatedDeliveryDate: daysFromToday(7) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['estimatedDeliveryDate']);
  });

  it('when the whole booking is valid, then it parses; unknown fields such as createdBy are rejected', () => {
    expect(createBookingSchema.safeParse(validBooking).success).toBe(true);
    expect(createBookingSchema.safeParse({ ...validBooking, createdBy: 'x' }).success).toBe(false);
    expect(createBookingSchema.safeParse({ ...validBooking, email: { $gt: '' } }).success).toBe(false);
  });
});

describe('edit booking', () => {
  it('when status is not chosen, then the dialog form is invalid', () => {
    const form = {
      pickupLocation: place,
      dropoffLocation: place,
      goodsType: 'Other',
      cargoWeightKg: 2,
      quantity: 1,
      isFragile: true,
      isPerishable: false,
      tempControlCelsius: 0,
      vehicleType: 'truck',
      status: '',
      estimatedPickupDate: '2026-12-01T10:00',
      estimatedDeliveryDate: '2026-12-02T10:00',
    };
    expect(editBookingFormSchema.safeParse(form).success).toBe(false);
    expect(editBookingFormSchema.safeParse({ ...form, status: 'Confirmed' }).success).toBe(true);
    // The vehicle is one of the wizard's three, not free text (decision 0008).
    expect(editBookingFormSchema.safeParse({ ...form, status: 'Confirmed', vehicleType: 'spaceship' }).success).toBe(false);
  });

  it('when a partial edit arrives, then it needs the version and nothing else', () => {
    expect(updateBookingSchema.safeParse({ cargoWeightKg: 5, version: 0 }).success).toBe(true);
    expect(updateBookingSchema.safeParse({ cargoWeightKg: 5 }).success).toBe(false);
    expect(updateBookingSchema.safeParse({ version: 1, createdBy: 'me' }).success).toBe(false);
    expect(updateBookingSchema.safeParse({ version: 1, statusHistory: [] }).success).toBe(false);
  });
});

describe('short id', () => {
  it('is the last 8 characters of the id', () => {
    expect(toShortId('665f1c2ab34e9d0012ab34cd')).toBe('12ab34cd');
    expect(toShortId('abc')).toBe('abc');
    expect(toShortId(undefined)).toBe('');
  });
});

describe('pickup date (decision 0009)', () => {
  it('when the pickup is yesterday everywhere, then the wizard step and the API both refuse it', () => {
    const past = { ...validBooking, estimatedPickupDate: '2020-01-01', estimatedDeliveryDate: '2020-01-02' };
    const step = cargoStepSchema.safeParse(past);
    expect(step.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'estimatedPickupDate',
      'Pickup date must be today or later',
    ]);
    expect(createBookingSchema.safeParse(past).success).toBe(false);
  });

  it('when another cargo field is also wrong, then the past pickup is reported with it, not after it is fixed', () => {
    const result = cargoStepSchema.safeParse({
      goodsType: 'Food', cargoWeightKg: 0, quantity: 1, isFragile: false, isPerishable: false, tempControlCelsius: 0,
      estimatedPickupDate: '2020-01-01', estimatedDeliveryDate: '2020-01-02',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['cargoWeightKg', 'estimatedPickupDate']));
  });

  it('when the pickup is today in the customer own zone, then the wizard accepts it', () => {
    const today = todayCalendarDate();
    const result = cargoStepSchema.safeParse({
      goodsType: 'Food', cargoWeightKg: 1, quantity: 1, isFragile: false, isPerishable: false, tempControlCelsius: 0,
      estimatedPickupDate: today, estimatedDeliveryDate: today,
    });
    expect(result.success).toBe(true);
  });

  it('when an old booking keeps its past pickup date, then the edit is allowed; moving it into the past is not', () => {
    expect(isPickupChangeAllowed('2020-01-01', '2020-01-01')).toBe(true);
    expect(isPickupChangeAllowed('2020-01-01', undefined)).toBe(true);
    expect(isPickupChangeAllowed('2020-01-01', '2020-01-02')).toBe(false);
    expect(isPickupChangeAllowed('2020-01-01', daysFromToday(3))).toBe(true);
  });

  it('when dates arrive as timestamps, then they are kept as the calendar date they name, not shifted through UTC', () => {
    const parsed = createBookingSchema.parse({
      ...validBooking,
      estimatedPickupDate: `${daysFromToday(8)}T00:00:00+09:00`,
      estimatedDeliveryDate: `${daysFromToday(9)}T23:30:00-08:00`,
    });
    expect(parsed.estimatedPickupDate).toBe(daysFromToday(8));
    expect(parsed.estimatedDeliveryDate).toBe(daysFromToday(9));
  });
});

describe('temperature and booking failures', () => {
  it('when the booking is not perishable, then its temperature becomes 0', () => {
    expect(applyTemperatureRule({ isPerishable: false, tempControlCelsius: 20 }).tempControlCelsius).toBe(0);
    expect(applyTemperatureRule({ isPerishable: true, tempControlCelsius: 4 }).tempControlCelsius).toBe(4);
  });

  it('when an e-mail is malformed, then the banner is the e-mail one; otherwise the validation one', () => {
    expect(bookingValidationFailure({ 'pickupPerson.email': 'Invalid email format' }).message).toBe('Please check email addresses and try again.');
    expect(bookingValidationFailure({ cargoWeightKg: 'Weight is required' }).message).toBe('Please check all required fields and try again.');
  });
});

describe('cargo as lines or totals (decision 0096)', () => {
  const { cargoWeightKg: _weight, quantity: _quantity, ...withoutTotals } = validBooking;
  const lines = [{ type: 'pallet', count: 2, weightKg: 50 }, { type: 'box', count: 1, weightKg: 20.5 }];

  it('when lines are sent without totals, then the booking parses and resolves to their sums', () => {
    const parsed = createBookingSchema.parse({ ...withoutTotals, cargoLines: lines });
    expect(resolveCargo(parsed)).toMatchObject({ cargoWeightKg: 120.5, quantity: 3 });
  });

  it('when an old client sends totals only, then it still parses and one line of boxes is derived', () => {
    const parsed = createBookingSchema.parse(validBooking);
    expect(resolveCargo(parsed)).toEqual({ cargoLines: [{ type: 'box', count: 3, weightKg: 40.167 }], cargoWeightKg: 120.5, quantity: 3 });
  });

  it('when totals beside lines disagree, or overall dimensions come with lines, or neither is sent, then the field is named', () => {
    const mismatch = createBookingSchema.safeParse({ ...validBooking, cargoLines: lines, quantity: 4 });
    expect(mismatch.error!.issues.map((i) => i.path.join('.'))).toEqual(['quantity']);
    const dims = createBookingSchema.safeParse({ ...withoutTotals, cargoLines: lines, dimensions: { length: 1, width: 1, height: 1 } });
    expect(dims.error!.issues.map((i) => i.path.join('.'))).toEqual(['dimensions']);
    const neither = createBookingSchema.safeParse(withoutTotals);
    expect(neither.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['cargoWeightKg', 'quantity']);
  });
});
