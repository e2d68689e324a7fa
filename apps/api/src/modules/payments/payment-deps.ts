import type { EventBus, InvoiceFacts } from '../../lib/domain-events';
import type { PaymentProvider } from './provider';

/**
 * The invoice of a booking, as the invoices module states it (composition.ts hands it in). Decision 0092: the money
 * does not import invoices; the invoice is the invoices module's reaction to the payment, and this is all the money
 * reads of it (the receipt names it, the payment links it, events carry it).
 */
type InvoiceOfBooking = (bookingId: string) => Promise<InvoiceFacts | null>;

/**
 * What moving money needs besides its input: the provider that charges, the bus its consequences are told on, the
 * largest amount one payment may take (MAX_CHARGE_CENTS; above it the customer is sent to sales) and the invoice
 * lookup.
 */
export type PaymentDeps = { provider: PaymentProvider; events: EventBus; maxChargeCents: number; invoiceOf: InvoiceOfBooking };
