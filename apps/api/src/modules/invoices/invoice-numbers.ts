import { formatInvoiceNumber } from '@meridian/contracts';
import { insertWithNextNumber as insertNumbered } from '../../lib/gap-free-numbers';
import { InvoiceSequenceModel } from './invoice-sequences.model';

const INVOICES = { hints: InvoiceSequenceModel, uniqueIndex: 'invoice_number', format: formatInvoiceNumber, what: 'an invoice' };

/** Decision 0025: the invoice's own insert claims the next number of its UTC year (lib/gap-free-numbers.ts). */
export function insertWithNextNumber<T>(year: number, insert: (invoiceNumber: string, sequence: number) => Promise<T>): Promise<T> {
  return insertNumbered(INVOICES, year, insert);
}
