import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../lib/errors';
import { SealedDocumentModel, type SealedDocumentDoc } from './documents.model';

const { ObjectId } = mongoose.Types;

export type NewSeal = Omit<SealedDocumentDoc, '_id' | 'bookingId' | 'announcedAt'> & { bookingId: string };

/** Every sealed version of a booking's note, oldest first. */
export function listSeals(bookingId: string): Promise<SealedDocumentDoc[]> {
  return SealedDocumentModel.find({ bookingId: new ObjectId(bookingId) }).sort({ seq: 1 }).lean<SealedDocumentDoc[]>().exec();
}

/** Stores a seal; false when this booking's role was sealed already (another process won the race). */
export async function insertSeal(seal: NewSeal): Promise<boolean> {
  try {
    await SealedDocumentModel.create({ ...seal, bookingId: new ObjectId(seal.bookingId) });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

export async function markSealAnnounced(digest: string): Promise<void> {
  await SealedDocumentModel.updateOne({ digest }, { $set: { announcedAt: new Date() } }).exec();
}

export function findSeal(digest: string): Promise<SealedDocumentDoc | null> {
  return SealedDocumentModel.findOne({ digest }, { content: 0 }).lean<SealedDocumentDoc>().exec();
}

/** The seal that followed `seq` on the same booking, if any. */
export function findNextSeal(bookingId: mongoose.Types.ObjectId, seq: number): Promise<Pick<SealedDocumentDoc, 'sealedAt'> | null> {
  return SealedDocumentModel.findOne({ bookingId, seq: mongoose.trusted({ $gt: seq }) }, { sealedAt: 1 }).sort({ seq: 1 }).lean<SealedDocumentDoc>().exec();
}
