import mongoose from 'mongoose';
import { ClaimSettlementModel, type ClaimSettlementDoc } from './claim-settlements.model';

const { ObjectId } = mongoose.Types;
type Id = mongoose.Types.ObjectId | string;
const oid = (id: Id) => new ObjectId(String(id));

export async function insertSettlement(doc: Record<string, unknown>): Promise<ClaimSettlementDoc> {
  const created = await ClaimSettlementModel.create(doc);
  return created.toObject() as ClaimSettlementDoc;
}

export function findSettlementById(id: Id): Promise<ClaimSettlementDoc | null> {
  return ClaimSettlementModel.findById(oid(id)).lean<ClaimSettlementDoc>().exec();
}

export function findSettlementOfClaim(claimId: Id): Promise<ClaimSettlementDoc | null> {
  return ClaimSettlementModel.findOne({ claimId: oid(claimId) }).lean<ClaimSettlementDoc>().exec();
}

/** One guarded write per step: `unset` names the field that must still be empty, so a step is recorded once. */
export function recordStep(id: Id, unset: 'creditNote' | 'refund' | 'settledAt', set: Record<string, unknown>): Promise<ClaimSettlementDoc | null> {
  return ClaimSettlementModel.findOneAndUpdate({ _id: oid(id), [unset]: null }, { $set: set }, { returnDocument: 'after' })
    .lean<ClaimSettlementDoc>()
    .exec();
}

/** A settlement refused after it was begun (the refund would pass what was paid): removed, so the claim can be settled otherwise. */
export async function removeUnsettled(id: Id): Promise<void> {
  await ClaimSettlementModel.deleteOne({ _id: oid(id), settledAt: null, refund: null, creditNote: null }).exec();
}

/** Settlements not yet settled and untouched since `before`, oldest first: the payment sweep finishes them. */
export function listUnfinished(before: Date, limit: number): Promise<ClaimSettlementDoc[]> {
  return ClaimSettlementModel.find({ settledAt: null, updatedAt: mongoose.trusted({ $lt: before }) })
    .sort({ updatedAt: 1 })
    .limit(limit)
    .lean<ClaimSettlementDoc[]>()
    .exec();
}

/** Settled in [from, to): the reports' amounts settled. */
export function listSettledBetween(from: Date, to: Date, organizationId?: string): Promise<ClaimSettlementDoc[]> {
  return ClaimSettlementModel.find({ settledAt: mongoose.trusted({ $gte: from, $lt: to }), ...(organizationId ? { organizationId: oid(organizationId) } : {}) })
    .lean<ClaimSettlementDoc[]>()
    .exec();
}
