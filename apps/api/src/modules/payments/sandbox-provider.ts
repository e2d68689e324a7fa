import { randomBytes } from 'node:crypto';
import { cardDigits, SANDBOX_TEST_CARDS } from '@meridian/contracts';
import type { PaymentProvider } from './provider';

const ref = (prefix: string) => `${prefix}_sandbox_${randomBytes(9).toString('hex')}`;

/**
 * Decision 0024: outcomes chosen by the documented test cards (as payment developers know them), never at random,
 * so people and tests reach each one on purpose. Any other valid card and PayPal succeed. Stateless: the
 * authentication step's answer is the customer's approve flag.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async charge(request) {
    if (request.method === 'paypal' || !request.card) return { outcome: 'succeeded', providerRef: ref('ch') };
    switch (cardDigits(request.card.number)) {
      case SANDBOX_TEST_CARDS.declined:
        return { outcome: 'declined', providerRef: ref('ch'), code: 'card_declined' };
      case SANDBOX_TEST_CARDS.processingError:
        return { outcome: 'processing_error', code: 'processing_error' };
      case SANDBOX_TEST_CARDS.requiresAuthentication:
        return { outcome: 'requires_authentication', providerRef: ref('ch') };
      default:
        return { outcome: 'succeeded', providerRef: ref('ch') };
    }
  },
  async confirmAuthentication(_providerRef, approve) {
    return approve ? { outcome: 'succeeded' } : { outcome: 'declined', code: 'authentication_failed' };
  },
  async refund() {
    return { refundRef: ref('re') };
  },
};
