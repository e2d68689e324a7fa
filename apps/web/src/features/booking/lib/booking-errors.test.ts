import { MESSAGES } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createBookingFailure } from './booking-errors';

describe('booking create error mapping', () => {
  it('when an e-mail field is rejected, then the field shows Invalid email format and the e-mail banner shows', () => {
    const error = new ApiError('Validation failed', {
      status: 400,
      body: { error: true, message: 'x', msg: 'Validation failed', fields: { 'pickupPerson.email': 'Invalid email format' } },
    });
    expect(createBookingFailure(error)).toEqual({
      banner: 'Please check email addresses and try again.',
      fields: { 'pickupPerson.email': 'Invalid email format' },
    });
  });
  it('when other validation fails, then the required-fields banner shows', () => {
    const error = new ApiError('Validation failed', { status: 400, body: { fields: { quantity: 'Quantity must be at least 1' } } });
    expect(createBookingFailure(error).banner).toBe(MESSAGES.booking.createValidation);
  });
  it('when anything else fails, then the server message or the fallback shows', () => {
    expect(createBookingFailure(new ApiError('Database down', { status: 500 })).banner).toBe('Database down');
    expect(createBookingFailure(new ApiError('Request failed', { status: 500 })).banner).toBe('Booking failed. Please try again.');
  });
});
