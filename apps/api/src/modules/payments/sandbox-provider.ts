import { randomBytes } from 'node:crypto';
import { cardDigits, SANDBOX_TEST_CARDS } from '@meridian/contracts';
import { isDuplicateKeyError } from '../../lib/errors';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider';
import { SandboxChargeModel, type SandboxChargeDoc } from './sandbox-charges.model';

const ref = (prefix: string) => `${prefix}_sandbox_${randomBytes(9).toString('hex')}`;

/** Decision 0024: outcomes chosen by the documented test cards, never at random. */
function outcomeFor(request: ChargeRequest): ChargeResult {
  if (request.method === 'paypal' || !request.card) return { outcome: 'succeeded', providerRef: ref('ch') };
  switch (cardDigits(request.card.number)) {
    case SANDBOX_TEST_CARDS.declined:
      return { outcome: 'declined', providerRef: ref('ch'), code: 'card_declined' };
    case SANDBOX_TEST_CARDS.expiredCard:
      return { outcome: 'declined', providerRef: ref('ch'), code: 'expired_card' };
    case SANDBOX_TEST_CARDS.incorrectCvc:
      return { outcome: 'declined', providerRef: ref('ch'), code: 'incorrect_cvc' };
    case SANDBOX_TEST_CARDS.processingError:
      return { outcome: 'processing_error', code: 'processing_error' };
    case SANDBOX_TEST_CARDS.requiresAuthentication:
      return { outcome: 'requires_authentication', providerRef: ref('ch') };
    default:
      return { outcome: 'succeeded', providerRef: ref('ch') };
  }
}

function toResult(doc: SandboxChargeDoc): ChargeResult | null {
  const providerRef = doc.providerRef ?? '';
  switch (doc.outcome) {
    case 'succeeded':
      return { outcome: 'succeeded', providerRef };
    case 'requires_authentication':
      return { outcome: 'requires_authentication', providerRef };
    case 'declined':
      return { outcome: 'declined', providerRef, code: doc.code ?? 'card_declined' };
    case 'processing_error':
      return { outcome: 'processing_error', code: doc.code ?? 'processing_error' };
    default:
      return null;
  }
}

const findCharge = (reference: string) => SandboxChargeModel.findById(reference).lean<SandboxChargeDoc>().exec();

/**
 * Writes the ledger's record for a reference; null when this call wrote it, or the record already there when the same
 * reference raced itself (a takeover, the sweeper's cancel or refund): the first record is the outcome.
 */
async function recordOnce(record: Record<string, unknown> & { _id: string }): Promise<SandboxChargeDoc | null> {
  try {
    await SandboxChargeModel.create(record);
    return null;
  } catch (error) {
    const first = isDuplicateKeyError(error) ? await findCharge(record._id) : null;
    if (!first) throw error;
    return first;
  }
}

/** A charge with the reference of a cancelled attempt is refused, as a provider refuses to confirm a cancelled intent. */
const CANCELLED: ChargeResult = { outcome: 'processing_error', code: 'attempt_cancelled' };

/**
 * Decision 0024 and 0034: outcomes by test card, recorded in MongoDB per attempt (the reference), so a retried
 * charge answers the first outcome and never charges twice, the sweeper can ask what became of an attempt, and the
 * authentication step's answer is kept.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async charge(request) {
    const recorded = await findCharge(request.reference);
    if (recorded) return toResult(recorded) ?? CANCELLED;
    const result = outcomeFor(request);
    const first = await recordOnce({
      _id: request.reference,
      outcome: result.outcome,
      ...('providerRef' in result ? { providerRef: result.providerRef } : {}),
      ...('code' in result ? { code: result.code } : {}),
      amountCents: request.amountCents,
      currency: request.currency,
      method: request.method,
    });
    return first ? (toResult(first) ?? CANCELLED) : result;
  },
  async retrieveCharge(reference) {
    const recorded = await findCharge(reference);
    return recorded ? (toResult(recorded) ?? CANCELLED) : null;
  },
  async cancelAttempt(reference) {
    const first = await recordOnce({ _id: reference, outcome: 'cancelled' });
    return first ? toResult(first) : null;
  },
  async confirmAuthentication(providerRef, approve) {
    await SandboxChargeModel.updateOne(
      { providerRef, outcome: 'requires_authentication' },
      approve ? { $set: { outcome: 'succeeded' } } : { $set: { outcome: 'declined', code: 'authentication_failed' } },
    ).exec();
    const recorded = await SandboxChargeModel.findOne({ providerRef }).lean<SandboxChargeDoc>().exec();
    if (recorded?.outcome === 'succeeded') return { outcome: 'succeeded' };
    if (recorded?.outcome === 'declined') return { outcome: 'declined', code: recorded.code ?? 'authentication_failed' };
    return approve ? { outcome: 'succeeded' } : { outcome: 'declined', code: 'authentication_failed' };
  },
  async refund(_providerRef, amountCents, reference) {
    const recorded = await findCharge(reference);
    if (recorded?.providerRef) return { refundRef: recorded.providerRef };
    const refundRef = ref('re');
    const first = await recordOnce({ _id: reference, outcome: 'refunded', providerRef: refundRef, amountCents });
    if (first && !first.providerRef) throw new Error(`sandbox reference ${reference} is not a refund`);
    return { refundRef: first?.providerRef ?? refundRef };
  },
};
