import type { CardBrand } from '@meridian/contracts';

// Decision 0024: the one seam between our payments and whoever moves the money. The sandbox is the default everywhere
// but production (config.ts); a real provider implements the same calls.

/** What reaches the provider: the full card details travel only here, in memory, for this one call. */
export type ChargeRequest = {
  reference: string;
  amountCents: number;
  currency: string;
  method: 'card' | 'paypal';
  card?: { number: string; expMonth: number; expYear: number; cvc: string; name: string; brand: CardBrand };
};

export type ChargeResult =
  | { outcome: 'succeeded'; providerRef: string }
  | { outcome: 'requires_authentication'; providerRef: string }
  | { outcome: 'declined'; providerRef: string; code: string }
  | { outcome: 'processing_error'; code: string };

type AuthenticationResult = { outcome: 'succeeded' } | { outcome: 'declined'; code: string };

export interface PaymentProvider {
  readonly name: string;
  /**
   * Idempotent on `reference` (our payment's id, the provider's idempotency key): a second call with the same
   * reference answers the first call's outcome and never charges again.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The outcome of the attempt named `reference` as the provider knows it; null when it never saw that attempt. */
  retrieveCharge(reference: string): Promise<ChargeResult | null>;
  /**
   * Closes an attempt the provider has not charged, so a charge arriving later with its reference is refused;
   * null once it is closed, or the attempt's outcome when it was charged after all (decision 0034).
   */
  cancelAttempt(reference: string): Promise<ChargeResult | null>;
  /** The customer finished (or abandoned) the bank's authentication step for a charge that asked for it. */
  confirmAuthentication(providerRef: string, approve: boolean): Promise<AuthenticationResult>;
  /**
   * Refunds a charge. `reference` is our name for this refund (`refund_<payment id>`): a second call with it answers
   * the first refund and moves no money, as a provider's idempotency key does, so a refund retried after a crash
   * between the provider's answer and our record is made once (decision 0067).
   */
  refund(providerRef: string, amountCents: number, reference: string): Promise<{ refundRef: string }>;
}

export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
