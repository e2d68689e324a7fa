import type { EventBus, InvoiceFacts } from '../../lib/domain-events';
import type { PaymentProvider } from './provider';

/**
 * The invoice of a booking, as the invoices module states it (composition.ts hands it in). Decision 0092: the money
 * does not import invoices; the invoice is the invoices module's reaction to the payment, and this is all the money
 * reads of it (the receipt names it, the payment links it, events carry it).
 */
type InvoiceOfBooking = (bookingId: string) => Promise<InvoiceFacts | null>;

/**
 * Decision 0106: the organization's credit (from claims settled by credit note), drawn by a payment attempt before it
 * is charged, released when the attempt took no money, confirmed once it did. The credit-notes module implements it.
 */
type CreditLedger = {
  draw(organizationId: string, attemptId: string, amountDueCents: number): Promise<number>;
  release(organizationId: string, attemptId: string): Promise<void>;
  confirm(organizationId: string, attemptId: string): Promise<void>;
  openDraws(before: Date): Promise<{ organizationId: string; attemptId: string }[]>;
};

/**
 * What moving money needs besides its input: the provider that charges, the bus its consequences are told on, the
 * largest amount one payment may take (MAX_CHARGE_CENTS; above it the customer is sent to sales) and the invoice
 * lookup, and the credit ledger.
 */
export type PaymentDeps = { provider: PaymentProvider; events: EventBus; maxChargeCents: number; invoiceOf: InvoiceOfBooking; credit: CreditLedger };
