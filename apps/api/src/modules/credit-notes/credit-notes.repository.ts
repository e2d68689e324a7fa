import mongoose from 'mongoose';
import type { CreditDraw } from '@meridian/contracts';
import { CreditBalanceModel, type CreditBalanceDoc } from './credit-balances.model';
import { formatCreditNoteNumber } from '@meridian/contracts';
import { insertWithNextNumber, type SequenceHints } from '../../lib/gap-free-numbers';
import { CreditNoteModel, CreditNoteSequenceModel, type CreditNoteDoc } from './credit-notes.model';

const { ObjectId } = mongoose.Types;
const oid = (id: string) => new ObjectId(id);

const NUMBERING = { hints: CreditNoteSequenceModel as unknown as SequenceHints, indexName: 'credit_note_number_unique', format: formatCreditNoteNumber };

/** Decision 0106: the note's own insert claims the next CN number of its UTC year, so no number is ever skipped. */
export function insertNumberedCreditNote(year: number, doc: Record<string, unknown>): Promise<CreditNoteDoc> {
  return insertWithNextNumber(NUMBERING, year, async (number, sequence) => {
    const created = await CreditNoteModel.create({ ...doc, number, sequence, year });
    return created.toObject() as CreditNoteDoc;
  });
}

export function findCreditNoteByClaim(claimId: string): Promise<CreditNoteDoc | null> {
  return CreditNoteModel.findOne({ claimId: oid(claimId) }).lean<CreditNoteDoc>().exec();
}

export type Note = { creditNoteId: string; number: string; amountCents: number; remainingCents: number };
export type Draw = { attemptId: string; amountCents: number; from: CreditDraw[]; at: Date; confirmed: boolean };
export type Balance = { notes: Note[]; draws: Draw[]; openDraws: number };

function toBalance(doc: CreditBalanceDoc): Balance & { version: number; organizationId: string } {
  return {
    organizationId: String(doc._id),
    version: doc.version,
    openDraws: doc.openDraws,
    notes: doc.notes.map((n) => ({ creditNoteId: n.creditNoteId, number: n.number ?? '', amountCents: n.amountCents ?? 0, remainingCents: n.remainingCents ?? 0 })),
    draws: doc.draws.map((d) => ({
      attemptId: d.attemptId,
      amountCents: d.amountCents,
      at: d.at,
      confirmed: Boolean(d.confirmed),
      from: d.from.map((f) => ({ creditNoteId: f.creditNoteId ?? '', number: f.number ?? '', amountCents: f.amountCents ?? 0 })),
    })),
  };
}

export async function findBalance(organizationId: string): Promise<(Balance & { version: number; organizationId: string }) | null> {
  const doc = await CreditBalanceModel.findById(oid(organizationId)).lean<CreditBalanceDoc>().exec();
  return doc ? toBalance(doc) : null;
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
export async function writeBalance(organizationId: string, version: number, next: Balance): Promise<boolean> {
  const res = await CreditBalanceModel.updateOne({ _id: oid(organizationId), version }, { $set: { notes: next.notes, draws: next.draws, openDraws: next.openDraws }, $inc: { version: 1 } }).exec();
  return res.modifiedCount === 1;
}

/** Balances with draws not yet confirmed: the payment sweep's second look (decision 0106). */
export async function listBalancesWithOpenDraws(limit: number): Promise<(Balance & { organizationId: string })[]> {
  const docs = await CreditBalanceModel.find({ openDraws: mongoose.trusted({ $gt: 0 }) })
    .limit(limit)
    .lean<CreditBalanceDoc[]>()
    .exec();
  return docs.map(toBalance);
}
