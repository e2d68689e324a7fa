import type { EventBus } from '../../lib/domain-events';
import type { PaymentProvider } from './provider';

/**
 * What moving money needs besides its input: the provider that charges, the bus its consequences are told on, and the
 * largest amount one payment may take (MAX_CHARGE_CENTS; above it the customer is sent to sales).
 */
export type PaymentDeps = { provider: PaymentProvider; events: EventBus; maxChargeCents: number };
