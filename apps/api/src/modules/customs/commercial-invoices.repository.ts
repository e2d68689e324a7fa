import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../lib/errors';
import { CommercialInvoiceVersionModel, type CommercialInvoiceVersionDoc } from './commercial-invoices.model';

const { ObjectId } = mongoose.Types;

export type NewInvoiceVersion = Omit<CommercialInvoiceVersionDoc, '_id' | 'bookingId'> & { bookingId: string };

/** The booking's latest issued version, or null before the first. */
export function latestInvoiceVersion(bookingId: string): Promise<CommercialInvoiceVersionDoc | null> {
  return CommercialInvoiceVersionModel.findOne({ bookingId: new ObjectId(bookingId) }).sort({ version: -1 }).lean<CommercialInvoiceVersionDoc>().exec();
}

/** Stores a version; false when another process issued this version number first. */
export async function insertInvoiceVersion(version: NewInvoiceVersion): Promise<boolean> {
  try {
    await CommercialInvoiceVersionModel.create({ ...version, bookingId: new ObjectId(version.bookingId) });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

export function findInvoiceVersion(digest: string): Promise<CommercialInvoiceVersionDoc | null> {
  return CommercialInvoiceVersionModel.findOne({ digest }, { content: 0 }).lean<CommercialInvoiceVersionDoc>().exec();
}

/** The version that followed `version` on the same booking, if any. */
export function findNextInvoiceVersion(bookingId: mongoose.Types.ObjectId, version: number): Promise<Pick<CommercialInvoiceVersionDoc, 'issuedAt'> | null> {
  return CommercialInvoiceVersionModel.findOne({ bookingId, version: mongoose.trusted({ $gt: version }) }, { issuedAt: 1 }).sort({ version: 1 }).lean<CommercialInvoiceVersionDoc>().exec();
}
