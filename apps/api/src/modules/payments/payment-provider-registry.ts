import type { PaymentProvider, PaymentProviderName } from './provider';
import { sandboxProvider } from './sandbox-provider';

const PROVIDERS: Record<PaymentProviderName, PaymentProvider> = { sandbox: sandboxProvider };

let current: PaymentProvider = sandboxProvider;

/** createApp picks the configured provider once; the cancel path's refund reads the same one. */
export function usePaymentProvider(name: PaymentProviderName): void {
  current = PROVIDERS[name];
}

export function paymentProvider(): PaymentProvider {
  return current;
}
