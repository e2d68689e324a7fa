import type { EventBus } from '../../lib/domain-events';
import type { PaymentProvider } from './provider';

/** What moving money needs besides its input: the provider that charges, and the bus its consequences are told on. */
export type PaymentDeps = { provider: PaymentProvider; events: EventBus };
