import { describe, expect, it } from 'vitest';
import { calendarDateField, isCalendarDate, isPickupDateAllowed, todayCalendarDate, toCalendarDate } from './calendar-date';
import { firstErrorPerField } from './field-errors';
import { allowedStatusTargets } from './booking-status';
import { z } from 'zod';

describe('calendar dates (decision 0009)', () => {
  it('when a day does not exist, then it is not a calendar date', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });

  it('when the same instant is read in Los Angeles and in Tokyo, then today differs by the zone, as people see it', () => {
    const instant = new Date('2026-11-28T03:00:00Z');
    expect(todayCalendarDate(instant, 'America/Los_Angeles')).toBe('2026-11-27');
    expect(todayCalendarDate(instant, 'Asia/Tokyo')).toBe('2026-11-28');
  });

  it('when it is still yesterday somewhere on Earth, then the API accepts that date as today', () => {
    const instant = new Date('2026-11-28T05:00:00Z');
    expect(isPickupDateAllowed('2026-11-27', 'Etc/GMT+12', instant)).toBe(true);
    expect(isPickupDateAllowed('2026-11-26', 'Etc/GMT+12', instant)).toBe(false);
  });

  it('when a field gets a timestamp, then it keeps the date as written; garbage is refused', () => {
    const field = calendarDateField('Pickup date');
    expect(field.parse('2026-11-28')).toBe('2026-11-28');
    expect(field.parse('2026-11-28T00:00:00.000Z')).toBe('2026-11-28');
    expect(field.safeParse('2026-11-31').success).toBe(false);
    expect(field.safeParse('tomorrow').success).toBe(false);
    expect(field.safeParse('2026-11-28Tnope').success).toBe(false);
  });

  it('when a stored value is a legacy Date or timestamp, then it reads as its calendar date', () => {
    expect(toCalendarDate(new Date('2026-11-28T00:00:00Z'))).toBe('2026-11-28');
    expect(toCalendarDate('2026-11-28T00:00:00.000Z')).toBe('2026-11-28');
    expect(toCalendarDate('')).toBe('');
  });
});

describe('field errors', () => {
  it('when a field has several problems, then only its first is kept; unknown keys are named', () => {
    const schema = z.strictObject({ name: z.string().min(2, 'too short').regex(/^[a-z]+$/, 'letters only') });
    const result = schema.safeParse({ name: '1', extra: true });
    expect(firstErrorPerField(result.error?.issues ?? [])).toEqual({ name: 'too short', extra: 'Unknown field' });
  });
});

describe('edit dialog statuses (decision 0004)', () => {
  it('when a customer edits a pending booking, then only pending and cancelled are offered', () => {
    expect(allowedStatusTargets('customer', 'pending')).toEqual(['pending', 'cancelled']);
  });

  it('when an operator edits a confirmed booking, then the next step and cancel are offered, current first', () => {
    expect(allowedStatusTargets('operator', 'confirmed')).toEqual(['confirmed', 'in-transit', 'cancelled']);
  });

  it('when the booking is delivered, then nothing but its own status is offered', () => {
    expect(allowedStatusTargets('operator', 'delivered')).toEqual(['delivered']);
  });
});
