import { z } from 'zod';
import { currencySchema } from './money';
import { requiredText } from './text';

// Card checks as a person types (brand, Luhn, expiry, CVC length by brand). The API runs the same checks
// before anything reaches the payment provider (decision 0024).
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function detectCardBrand(number: string): CardBrand {
  const d = cardDigits(number);
  if (/^4/.test(d)) return 'visa';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^5[1-5]/.test(d)) return 'mastercard';
  const four = Number(d.slice(0, 4));
  if (d.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return 'unknown';
}

export function luhnValid(number: string): boolean {
  const d = cardDigits(number);
  if (!/^\d{12,19}$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let digit = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberLengths(brand: CardBrand): number[] {
  if (brand === 'amex') return [15];
  if (brand === 'visa') return [13, 16, 19];
  if (brand === 'unknown') return [12, 13, 14, 15, 16, 17, 18, 19];
  return [16];
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** '4242 4242 4242 4242' (Amex: 4-6-5) for display while typing. */
export function formatCardNumber(number: string): string {
  const d = cardDigits(number).slice(0, 19);
  const groups = detectCardBrand(d) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= d.length) break;
    parts.push(d.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** A card is good through the last day of its expiry month. */
export function isExpiryInFuture(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear > year || (expYear === year && expMonth >= month);
}

export const CARD_MESSAGES = {
  number: 'Enter a valid card number',
  expiry: 'The card has expired',
  cvc: (length: number) => `Enter the ${length}-digit security code`,
} as const;

export const cardInputSchema = z
  .strictObject({
    number: z.string({ error: CARD_MESSAGES.number }).trim().max(32),
    expMonth: z.number({ error: 'Expiry month is required' }).int().min(1, 'Use a month from 1 to 12').max(12, 'Use a month from 1 to 12'),
    expYear: z.number({ error: 'Expiry year is required' }).int().min(2000, 'Use a four-digit year').max(2100, 'Use a four-digit year'),
    cvc: z.string({ error: 'Security code is required' }).trim().regex(/^\d{3,4}$/, 'Enter the 3 or 4-digit security code'),
    name: requiredText('Name on card', 120),
  })
  .superRefine((card, ctx) => {
    const brand = detectCardBrand(card.number);
    const digits = cardDigits(card.number);
    if (!luhnValid(digits) || !cardNumberLengths(brand).includes(digits.length)) {
      ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.number, path: ['number'] });
    }
    if (!isExpiryInFuture(card.expMonth, card.expYear)) {
      ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiry, path: ['expYear'] });
    }
    if (card.cvc.length !== cvcLength(brand)) {
      ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.cvc(cvcLength(brand)), path: ['cvc'] });
    }
  })
  .meta({ id: 'CardInput' });
export type CardInput = z.infer<typeof cardInputSchema>;

// Card and PayPal; plus 'Pay by invoice' (net 30) for verified business accounts (decision 0025).
export const PAYMENT_METHODS = ['card', 'paypal', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const INVOICE_TERMS_DAYS = 30;

export const paymentRequestSchema = z
  .discriminatedUnion('method', [
    z.strictObject({ method: z.literal('card'), card: cardInputSchema }),
    z.strictObject({ method: z.literal('paypal') }),
    z.strictObject({ method: z.literal('invoice') }),
  ])
  .meta({ id: 'PaymentRequest' });
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

// The sandbox provider's outcomes (decision 0024) are chosen by the card number, as payment developers know them.
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  expiredCard: '4000000000000069',
  incorrectCvc: '4000000000000127',
  processingError: '4000000000000119',
  requiresAuthentication: '4000002760003184',
} as const;

/**
 * Why a payment failed, in the error envelope's `code`: the card's issuer said no (402, another card may work), or
 * the provider could not decide (502, the same card may work a moment later). `msg` keeps the catalogue's words (MESSAGES.payment.failed).
 */
export const PAYMENT_FAILURE_CODES = ['card_declined', 'expired_card', 'incorrect_cvc', 'authentication_failed', 'processing_error'] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

export function paymentFailureStatus(code: PaymentFailureCode): 402 | 502 {
  return code === 'processing_error' ? 502 : 402;
}

/**
 * What a failed payment tells the customer, led by the reason, and what to do next: a refused card wants another card
 * (the form is cleared); a provider that could not decide charged nothing, so the same payment may simply be tried again.
 */
export type PaymentNextStep = 'another-card' | 'try-again';
export const PAYMENT_NEXT_STEP_LABELS: Record<PaymentNextStep, string> = { 'another-card': 'Use another card', 'try-again': 'Try again' };
export const PAYMENT_FAILURE_MESSAGES: Record<PaymentFailureCode, { message: string; hint: string; next: PaymentNextStep }> = {
  card_declined: { message: 'Your bank declined this card', hint: 'Use another card, or ask your bank why.', next: 'another-card' },
  expired_card: { message: 'This card has expired', hint: 'Use another card.', next: 'another-card' },
  incorrect_cvc: { message: 'The security code (CVC) did not match this card', hint: 'Check it, or use another card.', next: 'another-card' },
  authentication_failed: { message: 'Your bank could not confirm the payment', hint: 'Try again and approve it, or use another card.', next: 'try-again' },
  processing_error: { message: 'Nothing was charged; try again', hint: 'The payment provider could not process the payment just now.', next: 'try-again' },
};

/** A provider's or our own failure code, read as one of the public codes (anything unknown is a plain decline). */
export function toPaymentFailureCode(code: string | null | undefined): PaymentFailureCode {
  if (code === 'processing_error' || code === 'attempt_cancelled' || code === 'abandoned') return 'processing_error';
  return (PAYMENT_FAILURE_CODES as readonly string[]).includes(code ?? '') ? (code as PaymentFailureCode) : 'card_declined';
}

export const PAYMENT_RECORD_STATUSES = ['requires_authentication', 'succeeded', 'failed', 'refunded', 'pending'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export const paymentSchema = z
  .object({
    _id: z.string(),
    bookingId: z.string(),
    amount: z.number().meta({ description: 'Major units, at most two decimals' }),
    currency: currencySchema,
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_RECORD_STATUSES),
    card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string(), expMonth: z.number(), expYear: z.number() }).nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    refund: z.object({ amount: z.number(), at: z.string(), reason: z.string() }).nullable(),
    invoiceId: z.string().nullable(),
    // Present while status is requires_authentication: the sandbox's stand-in for a bank's 3-D Secure page.
    nextAction: z.object({ type: z.literal('authenticate'), message: z.string() }).nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

// POST /payments/{id}/authenticate: the customer completes (or fails) the sandbox's authentication step.
export const paymentAuthenticationSchema = z.strictObject({ approve: z.boolean() }).meta({ id: 'PaymentAuthentication' });
export type PaymentAuthentication = z.infer<typeof paymentAuthenticationSchema>;

export const paymentParamsSchema = z.strictObject({ id: z.string().regex(/^[a-f0-9]{24}$/, 'Payment not found') });
