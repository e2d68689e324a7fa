import type { PaymentProvider, PaymentProviderName } from './provider';
import { sandboxProvider } from './sandbox-provider';

const PROVIDERS: Record<PaymentProviderName, PaymentProvider> = { sandbox: sandboxProvider };

/** The provider config.ts names; the composition hands it to every path that moves money. */
export function paymentProviderNamed(name: PaymentProviderName): PaymentProvider {
  return PROVIDERS[name];
}
