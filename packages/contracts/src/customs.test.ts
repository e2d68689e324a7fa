import { describe, expect, it } from 'vitest';
import { firstErrorPerField } from './field-errors';
import { createBookingSchema, editBookingFormSchema } from './booking';
import { todayCalendarDate } from './calendar-date';
import {
  CUSTOMS_MESSAGES,
  crossesCustomsBorder,
  customsProblems,
  customsSchema,
  customsTotals,
  EU_MEMBER_STATES,
  INCOTERMS,
  isInEuCustomsUnion,
  needsExporterEori,
} from './customs';

const line = { description: 'Bicycle helmets', hsCode: '650610', originCountry: 'NL', quantity: 20, unitValue: 34.5, netWeightKg: 9.2 };
const customs = { incoterm: 'DAP', reasonForExport: 'sale', exporterEori: 'NL123456789', lines: [line] } as const;

const person = { name: 'Ada Obi', phone: '+31 10 555 0100', email: 'ada@example.com' };
const rotterdam = { address: 'Waalhaven 1', city: 'Rotterdam', country: 'NL' };
const hamburg = { address: 'Am Sandtorkai 1', city: 'Hamburg', country: 'DE' };
const london = { address: '1 Dock Road', city: 'London', country: 'GB' };
const day = (days: number) => todayCalendarDate(new Date(Date.now() + days * 86_400_000));
const booking = (overrides: Record<string, unknown>) => ({
  vehicleType: 'truck',
  fullNameOrBusiness: 'Acme Cycles',
  contactPhone: '+31 10 555 0101',
  email: 'ops@acme.test',
  customerType: 'Business',
  pickupPerson: person,
  pickupLocation: rotterdam,
  receiverPerson: { ...person, name: 'Bayo' },
  dropoffLocation: hamburg,
  goodsType: 'Other',
  cargoWeightKg: 12,
  quantity: 1,
  isFragile: false,
  isPerishable: false,
  tempControlCelsius: 0,
  estimatedPickupDate: day(8),
  estimatedDeliveryDate: day(10),
  ...overrides,
});
const fieldsOf = (input: unknown) => {
  const result = createBookingSchema.safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error.issues);
};

describe('customs borders (decision 0104)', () => {
  it('when goods move inside the EU, then no border is crossed; leaving it, or between non-EU countries, one is', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(INCOTERMS).toHaveLength(11);
    expect(crossesCustomsBorder('NL', 'DE')).toBe(false);
    expect(crossesCustomsBorder('nl', 'FR')).toBe(false);
    expect(crossesCustomsBorder('FR', 'MC')).toBe(false);
    expect(crossesCustomsBorder('NL', 'GB')).toBe(true);
    expect(crossesCustomsBorder('GB', 'NL')).toBe(true);
    expect(crossesCustomsBorder('US', 'CA')).toBe(true);
    expect(crossesCustomsBorder('US', 'US')).toBe(false);
    expect(crossesCustomsBorder('IT', 'SM')).toBe(true);
    expect(crossesCustomsBorder('DE', 'CH')).toBe(true);
    expect(crossesCustomsBorder(undefined, 'GB')).toBe(false);
    expect(isInEuCustomsUnion('GB')).toBe(false);
  });

  it('when goods leave the EU, then the EORI is asked; entering it or outside it, it is not', () => {
    expect(needsExporterEori('NL', 'GB')).toBe(true);
    expect(needsExporterEori('GB', 'NL')).toBe(false);
    expect(needsExporterEori('US', 'CA')).toBe(false);
    expect(needsExporterEori('NL', 'DE')).toBe(false);
  });
});

describe('customsSchema', () => {
  it('when a line has a 4-digit HS code, a 16-character EORI or three decimals, then each is refused on its field', () => {
    const result = customsSchema.safeParse({ ...customs, exporterEori: 'NL1234567890123456', lines: [{ ...line, hsCode: '6506', unitValue: 1.005 }] });
    expect(result.success).toBe(false);
    const fields = firstErrorPerField(result.error!.issues);
    expect(fields['lines.0.hsCode']).toBe(CUSTOMS_MESSAGES.hsCode);
    expect(fields.exporterEori).toBe(CUSTOMS_MESSAGES.eoriFormat);
    expect(fields['lines.0.unitValue']).toBe('Use at most two decimals');
  });

  it('when the EORI is lower case and the HS code has 10 digits, then both are accepted (the EORI upper-cased)', () => {
    const parsed = customsSchema.parse({ ...customs, exporterEori: 'gb123456789000', lines: [{ ...line, hsCode: '6506109000' }] });
    expect(parsed.exporterEori).toBe('GB123456789000');
  });

  it('when the lines are summed, then value is in cents and net weight to the gram', () => {
    expect(customsTotals({ lines: [line, { ...line, quantity: 3, unitValue: 0.1, netWeightKg: 0.3 }] })).toEqual({ valueCents: 69_030, netWeightKg: 9.5, units: 23 });
  });
});

describe('createBookingSchema with customs', () => {
  it('when Rotterdam ships to Hamburg, then no customs are needed', () => {
    expect(fieldsOf(booking({}))).toEqual({});
  });

  it('when Rotterdam ships to London without customs, then each missing field is named, the EORI included', () => {
    const fields = fieldsOf(booking({ dropoffLocation: london }));
    expect(fields).toEqual({
      customs: CUSTOMS_MESSAGES.required('NL', 'GB'),
      'customs.incoterm': CUSTOMS_MESSAGES.incoterm,
      'customs.reasonForExport': CUSTOMS_MESSAGES.reason,
      'customs.exporterEori': CUSTOMS_MESSAGES.eoriRequired,
      'customs.lines': CUSTOMS_MESSAGES.noLines,
    });
  });

  it('when a line misses its HS code and origin, then customs.lines.0.hsCode and customs.lines.0.originCountry are named', () => {
    const { hsCode: _h, originCountry: _o, ...partial } = line;
    const fields = fieldsOf(booking({ dropoffLocation: london, customs: { ...customs, lines: [partial] } }));
    expect(Object.keys(fields).sort()).toEqual(['customs.lines.0.hsCode', 'customs.lines.0.originCountry']);
  });

  it('when Rotterdam ships to London with customs but no EORI, then only the EORI is named', () => {
    const { exporterEori: _e, ...noEori } = customs;
    expect(fieldsOf(booking({ dropoffLocation: london, customs: noEori }))).toEqual({ 'customs.exporterEori': CUSTOMS_MESSAGES.eoriRequired });
    expect(fieldsOf(booking({ dropoffLocation: london, customs }))).toEqual({});
  });

  it('when London ships to Rotterdam, then customs are needed but the EORI is not', () => {
    const { exporterEori: _e, ...noEori } = customs;
    expect(Object.keys(fieldsOf(booking({ pickupLocation: london }))).sort()).toEqual(['customs', 'customs.incoterm', 'customs.lines', 'customs.reasonForExport']);
    expect(fieldsOf(booking({ pickupLocation: london, customs: noEori }))).toEqual({});
  });

  it('when Seattle ships to Vancouver, then customs are needed', () => {
    const fields = fieldsOf(booking({ pickupLocation: { address: '1 Pier', city: 'Seattle', state: 'WA', country: 'US' }, dropoffLocation: { address: '2 Quay', city: 'Vancouver', state: 'BC', country: 'CA' } }));
    expect(fields.customs).toBe(CUSTOMS_MESSAGES.required('US', 'CA'));
    expect(fields['customs.exporterEori']).toBeUndefined();
  });

  it("when the lines' net weight is above the shipment's weight, then customs.lines says so", () => {
    const fields = fieldsOf(booking({ dropoffLocation: london, cargoWeightKg: 5, customs }));
    expect(fields['customs.lines']).toBe(CUSTOMS_MESSAGES.netWeightAboveGross(9.2, 5));
  });

  it('when the edit dialog moves the drop-off to London, then its schema asks for customs too', () => {
    const { pickupLocation, dropoffLocation: _d, vehicleType, goodsType, cargoWeightKg, quantity, isFragile, isPerishable, tempControlCelsius, estimatedPickupDate, estimatedDeliveryDate } = booking({});
    const form = { pickupLocation, dropoffLocation: london, vehicleType, goodsType, cargoWeightKg, quantity, isFragile, isPerishable, tempControlCelsius, estimatedPickupDate, estimatedDeliveryDate, status: 'pending' };
    const result = editBookingFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(firstErrorPerField(result.error!.issues).customs).toBe(CUSTOMS_MESSAGES.required('NL', 'GB'));
    expect(editBookingFormSchema.safeParse({ ...form, customs }).success).toBe(true);
  });

  it('when the problems are asked of a place with an unknown code, then no customs rule is guessed', () => {
    expect(customsProblems({ fromCountry: 'UK', toCountry: 'NL' })).toEqual({});
  });
});
