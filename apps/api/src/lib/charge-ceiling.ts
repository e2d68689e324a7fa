import { CHARGE_ABOVE_CEILING, isChargeAboveCeiling } from '@meridian/contracts';
import { badRequest } from './errors';

/**
 * SECURITY.md (bounded prices): refuses an amount above MAX_CHARGE_CENTS (config.maxChargeCents) with the message sending the customer to
 * sales. POST /quotes calls it on the amount due; the payment path must call it on the amount it is about to charge.
 */
export function assertChargeWithinCeiling(amountCents: number, maxChargeCents: number): void {
  if (isChargeAboveCeiling(amountCents, maxChargeCents)) throw badRequest(CHARGE_ABOVE_CEILING, { amount: CHARGE_ABOVE_CEILING });
}
