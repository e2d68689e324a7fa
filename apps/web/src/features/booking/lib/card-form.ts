import {
  CARD_MESSAGES,
  cardDigits,
  cardInputSchema,
  cardNumberLengths,
  cvcLength,
  detectCardBrand,
  isExpiryInFuture,
  luhnValid,
  requiredText,
  type CardInput,
} from '@meridian/contracts';
import { z } from 'zod';

// What a person types (number with spaces, MM/YY) checked with the contracts' card helpers, the same the
// API runs before anything reaches the provider (decision 0024).
const EXPIRY_FORMAT_MESSAGE = 'Use MM/YY';

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const emptyCard: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };

/** '0428' or '04/28' -> month 4, year 2028; undefined until it reads as a real month. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | undefined {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return undefined;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return undefined;
  return { expMonth, expYear: 2000 + Number(match[2]) };
}

/** Keeps what a person types in MM/YY shape: digits only, the slash added after the month. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const cardFormSchema = z
  .object({
    number: z.string(),
    expiry: z.string(),
    cvc: z.string(),
    name: requiredText('Name on card', 120),
  })
  .superRefine((card, ctx) => {
    const brand = detectCardBrand(card.number);
    const digits = cardDigits(card.number);
    if (!luhnValid(digits) || !cardNumberLengths(brand).includes(digits.length)) {
      ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.number, path: ['number'] });
    }
    const expiry = parseExpiry(card.expiry);
    if (!expiry) ctx.addIssue({ code: 'custom', message: EXPIRY_FORMAT_MESSAGE, path: ['expiry'] });
    else if (!isExpiryInFuture(expiry.expMonth, expiry.expYear)) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiry, path: ['expiry'] });
    if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(card.cvc.trim())) {
      ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.cvc(cvcLength(brand)), path: ['cvc'] });
    }
  });

/** The API's card body; parsed by the contracts' schema so the two checks can never drift apart unnoticed. */
export function toCardInput(values: CardFormValues): CardInput {
  const expiry = parseExpiry(values.expiry) ?? { expMonth: 0, expYear: 0 };
  return cardInputSchema.parse({ number: cardDigits(values.number), ...expiry, cvc: values.cvc.trim(), name: values.name.trim() });
}
