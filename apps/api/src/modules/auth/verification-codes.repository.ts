import { VERIFICATION_MAX_ATTEMPTS } from '@meridian/contracts';
import mongoose from 'mongoose';
import { VerificationCodeModel, type VerificationCodeDoc } from './verification-codes.model';

/** Replaces the account's code (a resend invalidates the previous one). */
export async function replaceVerificationCode(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
  await VerificationCodeModel.updateOne({ userId }, { $set: { codeHash, expiresAt, attempts: 0 } }, { upsert: true }).exec();
}

export function findVerificationCode(userId: string): Promise<VerificationCodeDoc | null> {
  return VerificationCodeModel.findOne({ userId }).lean<VerificationCodeDoc>().exec();
}

/** Uses the code up in one atomic step: still the same code, alive and not locked. */
export function consumeVerificationCode(code: VerificationCodeDoc, now: Date): Promise<VerificationCodeDoc | null> {
  return VerificationCodeModel.findOneAndDelete({
    _id: code._id,
    codeHash: code.codeHash,
    attempts: mongoose.trusted({ $lt: VERIFICATION_MAX_ATTEMPTS }),
    expiresAt: mongoose.trusted({ $gt: now }),
  })
    .lean<VerificationCodeDoc>()
    .exec();
}

/** Counts a wrong try against this very code (not a newer one sent meanwhile); null when it was already locked. */
export function countWrongAttempt(code: VerificationCodeDoc): Promise<VerificationCodeDoc | null> {
  return VerificationCodeModel.findOneAndUpdate(
    { _id: code._id, codeHash: code.codeHash, attempts: mongoose.trusted({ $lt: VERIFICATION_MAX_ATTEMPTS }) },
    { $inc: { attempts: 1 } },
    { returnDocument: 'after' },
  )
    .lean<VerificationCodeDoc>()
    .exec();
}
