import { InvoiceSequenceModel } from '../invoices/invoice-sequences.model';
import { InvoiceModel } from '../invoices/invoices.model';
import { PaymentModel } from './payments.model';
import { SandboxChargeModel } from './sandbox-charges.model';

// Issue 14's collections, for lib/db.ts MODELS (their indexes are created on start).
export const MONEY_MODELS = [PaymentModel, SandboxChargeModel, InvoiceModel, InvoiceSequenceModel];
