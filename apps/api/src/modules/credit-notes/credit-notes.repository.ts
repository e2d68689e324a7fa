import mongoose from 'mongoose';
import { CreditBalanceModel, type CreditBalanceDoc } from './credit-balances.model';
import { CreditNoteModel, type CreditNoteDoc } from './credit-notes.model';

const { ObjectId } = mongoose.Types;
const oid = (id: string) => new ObjectId(id);

export async function insertCreditNote(doc: Record<string, unknown>): Promise<CreditNoteDoc> {
  const created = await CreditNoteModel.create(doc);
  return created.toObject() as CreditNoteDoc;
}

export function findCreditNoteByClaim(claimId: string): Promise<CreditNoteDoc | null> {
  return CreditNoteModel.findOne({ claimId: oid(claimId) }).lean<CreditNoteDoc>().exec();
}

export function listCreditNotesIssued(from: Date, to: Date): Promise<CreditNoteDoc[]> {
  return CreditNoteModel.find({ issuedAt: mongoose.trusted({ $gte: from, $lt: to }) }).lean<CreditNoteDoc[]>().exec();
}

export function findBalance(organizationId: string): Promise<CreditBalanceDoc | null> {
  return CreditBalanceModel.findById(oid(organizationId)).lean<CreditBalanceDoc>().exec();
}

/** Creates the organization's empty balance once; a racing creation is harmless. */
export async function ensureBalance(organizationId: string): Promise<void> {
  await CreditBalanceModel.updateOne({ _id: oid(organizationId) }, { $setOnInsert: { version: 0, notes: [], draws: [], openDraws: 0 } }, { upsert: true })
    .exec()
    .catch((error: unknown) => {
      if ((error as { code?: number }).code !== 11000) throw error;
    });
}

/** The one write of a balance: applied only if nobody wrote since `version` was read. */
export async function writeBalance(organizationId: string, version: number, next: Pick<CreditBalanceDoc, 'notes' | 'draws' | 'openDraws'>): Promise<boolean> {
  const res = await CreditBalanceModel.updateOne({ _id: oid(organizationId), version }, { $set: { notes: next.notes, draws: next.draws, openDraws: next.openDraws }, $inc: { version: 1 } }).exec();
  return res.modifiedCount === 1;
}

/** Balances with draws not yet confirmed: the payment sweep's second look (decision 0106). */
export function listBalancesWithOpenDraws(limit: number): Promise<CreditBalanceDoc[]> {
  return CreditBalanceModel.find({ openDraws: mongoose.trusted({ $gt: 0 }) })
    .limit(limit)
    .lean<CreditBalanceDoc[]>()
    .exec();
}
