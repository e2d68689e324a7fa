import { SANDBOX_TEST_CARDS } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { cardFormSchema, formatExpiry, parseExpiry, toCardInput } from './card-form';
import { keepsKeyAfter, mayUseInvoiceTerms, paymentFailureMessage } from './payment-attempt';
import { ApiError } from '../../../lib/api-client';

const messages = (values: Parameters<typeof cardFormSchema.safeParse>[0]) => {
  const result = cardFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('card form (decision 0024)', () => {
  it('reads MM/YY as typed, adding the slash, and refuses month 13', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/30x9')).toBe('12/30');
    expect(parseExpiry('04/28')).toEqual({ expMonth: 4, expYear: 2028 });
    expect(parseExpiry('13/28')).toBeUndefined();
  });

  it('when each field is wrong, then each says so with the contracts’ words; Amex needs 4 CVC digits', () => {
    expect(messages({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', name: ' ' })).toEqual({
      number: 'Enter a valid card number',
      expiry: 'The card has expired',
      cvc: 'Enter the 3-digit security code',
      name: 'Name on card is required',
    });
    expect(messages({ number: '3782 822463 10005', expiry: '12/40', cvc: '123', name: 'A' })).toEqual({ cvc: 'Enter the 4-digit security code' });
    expect(messages({ number: '4242424242424242', expiry: '1240', cvc: '123', name: 'A' })).toEqual({});
  });

  it('when valid, then the API body has digits only and a four-digit year', () => {
    expect(toCardInput({ number: '4000 0027 6000 3184', expiry: '09/31', cvc: '123', name: ' Amara ' })).toEqual({
      number: SANDBOX_TEST_CARDS.requiresAuthentication,
      expMonth: 9,
      expYear: 2031,
      cvc: '123',
      name: 'Amara',
    });
  });
});

describe('payment attempts (decision 0032)', () => {
  it('keeps the Idempotency-Key only after a network error', () => {
    expect(keepsKeyAfter(new ApiError('x', { isNetworkError: true }))).toBe(true);
    expect(keepsKeyAfter(new ApiError('declined', { status: 402 }))).toBe(false);
  });

  it('offers invoice terms to Business bookings of verified users only (decision 0023)', () => {
    expect(mayUseInvoiceTerms({ customerType: 'Business' }, { verified: true })).toBe(true);
    expect(mayUseInvoiceTerms({ customerType: 'Business' }, { verified: false })).toBe(false);
    expect(mayUseInvoiceTerms({ customerType: 'Individual' }, { verified: true })).toBe(false);
  });

  it('shows the catalogue’s text for declines and processing errors, and the server words for 403 and 409', () => {
    const failed = 'There was an issue processing your payment. Please try again.';
    expect(paymentFailureMessage(new ApiError(failed, { status: 502 }))).toBe(failed);
    expect(paymentFailureMessage(new ApiError('Network request failed', { isNetworkError: true }))).toBe(failed);
    expect(paymentFailureMessage(new ApiError('Verify your e-mail address before paying', { status: 403 }))).toBe('Verify your e-mail address before paying');
    expect(paymentFailureMessage(new ApiError('Request failed', { status: 409 }))).toBe('This booking is already paid.');
  });
});
