import { z } from 'zod';

// Money is integer minor units (cents) wherever it is stored or summed; the API's edge speaks major units
// with at most two decimals, and screens format with the currency.
const CURRENCIES = ['USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

// Tax is 8%, as the invoice's 'Tax (8%)' line says.
export const TAX_RATE_PERCENT = 8;

/** Major units -> cents, immune to binary-float noise (1006.5 * 100 = 100649.99999999999). */
export function toCents(major: number): number {
  return Math.round(Number((major * 100).toFixed(6)));
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Percentage of an amount in cents, rounded half away from zero to a whole cent. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.sign(cents) * Math.round((Math.abs(cents) * percent) / 100);
}

export function taxCents(subtotalCents: number, ratePercent = TAX_RATE_PERCENT): number {
  return percentOfCents(subtotalCents, ratePercent);
}

export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

const formatters = new Map<string, Intl.NumberFormat>();
/** '$1,006.50' for 100650 cents in USD: the one way money is shown on every screen, PDF and mail. */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY, locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter.format(fromCents(cents));
}

/** A major-unit amount as it crosses the API's edge: finite, at most two decimals. */
export const majorAmountSchema = z
  .number()
  .finite()
  .refine((n) => Number.isInteger(toCents(n)) && Math.abs(toCents(n) - n * 100) < 1e-6, 'Use at most two decimals');
export const currencySchema = z.enum(CURRENCIES);
