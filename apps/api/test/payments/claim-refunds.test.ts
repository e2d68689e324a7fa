import { SETTLEMENT_MESSAGES, toCents } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors';
import { PaymentModel } from '../../src/modules/payments/payments.model';
import { claimRefundableCents, refundForClaim } from '../../src/modules/payments/payments.service';
import { SandboxChargeModel } from '../../src/modules/payments/sandbox-charges.model';
import { buildTestApp } from '../support/app';
import { paidBooking } from './money-kit';

// Decision 0106: a claim's refund goes back to the charge that paid the booking, once per reference, and the claims'
// refunds together never pass what was charged.

const { app, composition } = buildTestApp();
const deps = { provider: composition.payments.provider };

describe('claim refunds to the card (decision 0106)', () => {
  it('when two claims refund parts of a charge, then each is refunded once at the provider and a third that would pass what was paid is refused with 409 and moves nothing', async () => {
    const { booking, payment } = await paidBooking(app);
    const charged = toCents(payment.amount);
    const first = Math.floor(charged / 2);
    const second = charged - first - 100;

    await refundForClaim(deps, booking._id, 'refund_claim_a', first);
    // The same reference again (a resend after a crash) refunds nothing more.
    await refundForClaim(deps, booking._id, 'refund_claim_a', first);
    await refundForClaim(deps, booking._id, 'refund_claim_b', second);
    expect(await claimRefundableCents(booking._id)).toBe(100);

    const third = refundForClaim(deps, booking._id, 'refund_claim_c', 101);
    await expect(third).rejects.toBeInstanceOf(AppError);
    await expect(third).rejects.toMatchObject({ status: 409, message: SETTLEMENT_MESSAGES.refundOverPaid('$1.00') });

    const stored = await PaymentModel.findById(payment._id).lean();
    expect(stored?.claimRefundedCents).toBe(first + second);
    expect(stored?.claimRefunds?.map((r) => r.reference)).toEqual(['refund_claim_a', 'refund_claim_b']);
    expect(stored?.claimRefunds?.every((r) => typeof r.refundRef === 'string' && r.refundRef.length > 0)).toBe(true);
    const refunds = (await Promise.all(['refund_claim_a', 'refund_claim_b', 'refund_claim_c'].map((id) => SandboxChargeModel.findById(id).lean()))).filter((r) => r !== null);
    expect(refunds.map((r) => [r._id, r.amountCents])).toEqual([
      ['refund_claim_a', first],
      ['refund_claim_b', second],
    ]);
  });

  it('when ten refunds of a third of the charge race each other, then exactly three are made and the rest are refused', async () => {
    const { booking, payment } = await paidBooking(app);
    const third = Math.floor(toCents(payment.amount) / 3);
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => refundForClaim(deps, booking._id, `refund_claim_race_${i}`, third)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const stored = await PaymentModel.findById(payment._id).lean();
    expect(stored?.claimRefundedCents).toBe(3 * third);
    expect(stored!.claimRefundedCents!).toBeLessThanOrEqual(toCents(payment.amount));
  });
});
