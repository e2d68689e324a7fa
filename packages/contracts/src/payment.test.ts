import { describe, expect, it } from 'vitest';
import { cardInputSchema, detectCardBrand, formatCardNumber, isExpiryInFuture, luhnValid, PAYMENT_FAILURE_CODES, paymentFailureStatus, paymentRequestSchema, SANDBOX_TEST_CARDS, toPaymentFailureCode } from './payment';

const nextYear = new Date().getUTCFullYear() + 1;
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123', name: 'Ada Lovelace' };

describe('cards (decision 0024)', () => {
  it('when a number passes or fails the Luhn check, then luhnValid says so', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('1234')).toBe(false);
  });

  it('when the first digits are typed, then the brand is detected', () => {
    expect(detectCardBrand('4242')).toBe('visa');
    expect(detectCardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(detectCardBrand('2223003122003222')).toBe('mastercard');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('9999')).toBe('unknown');
  });

  it('when the number is formatted, then Amex groups 4-6-5 and others 4-4-4-4', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('when the expiry month is this month, then the card is still good; last month it is not', () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    expect(isExpiryInFuture(11, 2026, now)).toBe(true);
    expect(isExpiryInFuture(10, 2026, now)).toBe(false);
    expect(isExpiryInFuture(1, 2027, now)).toBe(true);
  });

  it('when the CVC length does not fit the brand, then the field error names the length', () => {
    expect(cardInputSchema.safeParse(card).success).toBe(true);
    const amex = cardInputSchema.safeParse({ ...card, number: '378282246310005', cvc: '123' });
    expect(amex.success).toBe(false);
    expect(amex.error?.issues[0]).toMatchObject({ path: ['cvc'], message: 'Enter the 4-digit security code' });
  });

  it('when the card number fails Luhn or is expired, then each field says why', () => {
    const result = cardInputSchema.safeParse({ ...card, number: '4242424242424241', expYear: 2001 });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['number', 'expYear']);
  });

  it('when paying by paypal or invoice, then no card is accepted in the body', () => {
    expect(paymentRequestSchema.safeParse({ method: 'paypal' }).success).toBe(true);
    expect(paymentRequestSchema.safeParse({ method: 'invoice', card }).success).toBe(false);
    expect(paymentRequestSchema.safeParse({ method: 'card', card }).success).toBe(true);
  });
});

describe('payment failure codes (decision 0024)', () => {
  it('when a provider code is read, then it becomes one of the public codes, and only processing errors answer 502', () => {
    expect(toPaymentFailureCode('expired_card')).toBe('expired_card');
    expect(toPaymentFailureCode('incorrect_cvc')).toBe('incorrect_cvc');
    expect(toPaymentFailureCode('attempt_cancelled')).toBe('processing_error');
    expect(toPaymentFailureCode('abandoned')).toBe('processing_error');
    expect(toPaymentFailureCode('do_not_honor')).toBe('card_declined');
    expect(toPaymentFailureCode(null)).toBe('card_declined');
    expect(PAYMENT_FAILURE_CODES.map(paymentFailureStatus)).toEqual([402, 402, 402, 402, 502]);
  });
});
