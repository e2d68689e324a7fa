import { formatClaimNumber, type ClaimStatus } from '@meridian/contracts';
import mongoose from 'mongoose';
import { insertWithNextNumber, type SequenceHints } from '../../lib/gap-free-numbers';
import { ClaimModel, ClaimSequenceModel, type ClaimDoc } from './claims.model';

const { ObjectId } = mongoose.Types;
const NUMBERING = { hints: ClaimSequenceModel as unknown as SequenceHints, indexName: 'claim_number', format: formatClaimNumber };
export const ONE_OPEN_CLAIM_INDEX = 'one_open_claim_per_type';

export type NewClaim = Omit<ClaimDoc, '_id' | 'number' | 'year' | 'sequence' | 'createdAt' | 'updatedAt'>;

/** Inserts the claim under the year's next free CL- number (gap-free, lib/gap-free-numbers.ts). */
export function insertClaim(claim: NewClaim, year: number): Promise<ClaimDoc> {
  return insertWithNextNumber(NUMBERING, year, async (number, sequence) => {
    const created = await ClaimModel.create({ ...claim, number, year, sequence });
    return created.toObject() as ClaimDoc;
  });
}

export function findClaimById(id: string): Promise<ClaimDoc | null> {
  return ClaimModel.findById(new ObjectId(id)).lean<ClaimDoc>().exec();
}

export async function hasOpenClaim(openKey: string): Promise<boolean> {
  return (await ClaimModel.exists({ openKey })) !== null;
}

export type ClaimFilter = { organizationId?: string; status?: ClaimStatus; bookingId?: string };

function filterOf({ organizationId, status, bookingId }: ClaimFilter): Record<string, unknown> {
  return {
    ...(organizationId ? { organizationId: new ObjectId(organizationId) } : {}),
    ...(status ? { status } : {}),
    ...(bookingId ? { bookingId: new ObjectId(bookingId) } : {}),
  };
}

// A list row never carries the evidence or the thread.
const LIST_PROJECTION = { evidence: 0, messages: 0, attachments: 0 } as const;

export function listClaims(filter: ClaimFilter, skip: number, limit: number): Promise<ClaimDoc[]> {
  return ClaimModel.find(filterOf(filter), LIST_PROJECTION).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean<ClaimDoc[]>().exec();
}

export function countClaims(filter: ClaimFilter): Promise<number> {
  return ClaimModel.countDocuments(filterOf(filter)).exec();
}

/** The console's queue: open claims, the one whose next step is due first (so the overdue ones) at the top. */
const queueFilter = (status: ClaimStatus | undefined): Record<string, unknown> => ({ queueDueAt: mongoose.trusted({ $type: 'date' }), ...(status ? { status } : {}) });

export function listQueue(status: ClaimStatus | undefined, skip: number, limit: number): Promise<ClaimDoc[]> {
  return ClaimModel.find(queueFilter(status), LIST_PROJECTION).sort({ queueDueAt: 1, _id: 1 }).skip(skip).limit(limit).lean<ClaimDoc[]>().exec();
}

export function countQueue(status: ClaimStatus | undefined): Promise<number> {
  return ClaimModel.countDocuments(queueFilter(status)).exec();
}

/**
 * The one write that changes a claim: applied only while its status is one of `from`, so of two racing changes one
 * lands and the other finds nothing (null). Everything else about the change rides in `update`.
 */
export function updateClaimIf(id: string, from: readonly ClaimStatus[], update: Record<string, unknown>): Promise<ClaimDoc | null> {
  return ClaimModel.findOneAndUpdate({ _id: new ObjectId(id), status: mongoose.trusted({ $in: [...from] }) }, update, { returnDocument: 'after' })
    .lean<ClaimDoc>()
    .exec();
}

/** Decision 0106: when each claim opened in [from, toExclusive) was opened, of one organization or all (the reports). */
export async function listClaimOpenDates(from: Date, toExclusive: Date, organizationId?: string): Promise<Date[]> {
  const filter: Record<string, unknown> = { createdAt: mongoose.trusted({ $gte: from, $lt: toExclusive }), ...(organizationId ? { organizationId: new ObjectId(organizationId) } : {}) };
  const docs = await ClaimModel.find(filter, { createdAt: 1 }).lean<{ createdAt: Date }[]>().exec();
  return docs.map((doc) => doc.createdAt);
}
