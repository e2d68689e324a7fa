import mongoose from 'mongoose';
import { IdempotencyKeyModel } from '../../src/lib/idempotency-keys.model';
import { requestHash } from '../../src/lib/request-hash';

/** The record a first request leaves while it is being worked on (or after its process died, with an old claimedAt). */
export async function claimKeyAsInFlight(claim: { scope: string; owner: string; key: string; request: unknown; claimedAt?: Date; attemptId?: mongoose.Types.ObjectId }) {
  return IdempotencyKeyModel.create({
    scope: claim.scope,
    owner: claim.owner,
    key: claim.key,
    requestHash: requestHash(claim.request),
    attemptId: claim.attemptId ?? new mongoose.Types.ObjectId(),
    claimedAt: claim.claimedAt ?? new Date(),
  });
}

export const SIXTY_ONE_SECONDS_AGO = () => new Date(Date.now() - 61_000);
