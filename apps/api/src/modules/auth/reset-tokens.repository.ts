import mongoose from 'mongoose';
import { ResetTokenModel, type ResetTokenDoc } from './reset-tokens.model';

export async function insertResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await ResetTokenModel.create({ userId, tokenHash, expiresAt });
}

/** Marks the token used in one atomic step, so two racing resets cannot both succeed (single use). */
export function consumeResetToken(tokenHash: string, now: Date): Promise<ResetTokenDoc | null> {
  return ResetTokenModel.findOneAndUpdate(
    { tokenHash, usedAt: null, expiresAt: mongoose.trusted({ $gt: now }) },
    { $set: { usedAt: now } },
    { returnDocument: 'after' },
  )
    .lean<ResetTokenDoc>()
    .exec();
}

/** The same conditions as consumeResetToken, read only. */
export function findUsableResetToken(tokenHash: string, now: Date): Promise<ResetTokenDoc | null> {
  return ResetTokenModel.findOne({ tokenHash, usedAt: null, expiresAt: mongoose.trusted({ $gt: now }) })
    .lean<ResetTokenDoc>()
    .exec();
}

/** A new link supersedes older unused ones. */
export async function retireResetTokens(userId: string, now: Date): Promise<void> {
  await ResetTokenModel.updateMany({ userId, usedAt: null }, { $set: { usedAt: now } }).exec();
}
