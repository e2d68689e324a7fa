import { formatInvoiceNumber } from '@meridian/contracts';
import mongoose from 'mongoose';
import { insertWithNextNumber, type SequenceHints } from '../../lib/gap-free-numbers';
import { InvoiceSequenceModel } from './invoice-sequences.model';
import { InvoiceModel, type InvoiceDoc } from './invoices.model';

const { ObjectId } = mongoose.Types;
export type Id = mongoose.Types.ObjectId | string;
const oid = (id: Id) => new ObjectId(String(id));

const NUMBERING = { hints: InvoiceSequenceModel as unknown as SequenceHints, indexName: 'invoice_number_unique', format: formatInvoiceNumber };

/** Decision 0025: the invoice's own insert claims the next number of its UTC year (lib/gap-free-numbers.ts). */
export function insertNumberedInvoice(year: number, doc: Record<string, unknown>): Promise<InvoiceDoc> {
  return insertWithNextNumber(NUMBERING, year, async (invoiceNumber, sequence) => {
    const created = await InvoiceModel.create({ ...doc, invoiceNumber, sequence, year });
    return created.toObject() as InvoiceDoc;
  });
}

export function findInvoiceById(id: string): Promise<InvoiceDoc | null> {
  return InvoiceModel.findById(new ObjectId(id)).lean<InvoiceDoc>().exec();
}

export function findInvoiceByBooking(bookingId: string): Promise<InvoiceDoc | null> {
  return InvoiceModel.findOne({ bookingId: new ObjectId(bookingId) }).lean<InvoiceDoc>().exec();
}

// Decision 0055: an organization's invoices, whoever booked.
const ownerFilter = (organizationId: string, trackingNumber?: string) => ({
  organizationId: new ObjectId(organizationId),
  ...(trackingNumber ? { trackingNumber } : {}),
});

export function listOwnerInvoices(organizationId: string, trackingNumber: string | undefined, skip: number, limit: number): Promise<InvoiceDoc[]> {
  return InvoiceModel.find(ownerFilter(organizationId, trackingNumber)).sort({ issuedAt: -1, _id: -1 }).skip(skip).limit(limit).lean<InvoiceDoc[]>().exec();
}

export function countOwnerInvoices(organizationId: string, trackingNumber?: string): Promise<number> {
  return InvoiceModel.countDocuments(ownerFilter(organizationId, trackingNumber)).exec();
}

/** Claims the invoice-ready announcement: true for exactly one caller, and only for an invoice not yet announced. */
export async function claimReadyAnnouncement(id: Id): Promise<boolean> {
  const res = await InvoiceModel.updateOne({ _id: oid(id), readyAnnounced: false }, { $set: { readyAnnounced: true } }).exec();
  return res.modifiedCount === 1;
}

export function setInvoiceStatus(id: Id, from: readonly string[], set: Record<string, unknown>): Promise<InvoiceDoc | null> {
  const filter: Record<string, unknown> = { _id: oid(id), status: mongoose.trusted({ $in: [...from] }) };
  return InvoiceModel.findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after' })
    .lean<InvoiceDoc>()
    .exec();
}

/** Unpaid invoices due before `today` that nobody has flagged yet (the overdue sweep's work list). */
export function listNewlyOverdue(today: string, limit: number): Promise<InvoiceDoc[]> {
  const filter: Record<string, unknown> = { status: 'unpaid', dueDate: mongoose.trusted({ $lt: today }), overdueNotifiedAt: null };
  return InvoiceModel.find(filter)
    .sort({ dueDate: 1 })
    .limit(limit)
    .lean<InvoiceDoc[]>()
    .exec();
}
