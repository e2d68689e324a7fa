import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Only the sha256 of a reset token is stored; the token itself exists in the e-mail alone.
const resetTokenSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

resetTokenSchema.index({ tokenHash: 1 }, { unique: true, name: 'token_hash_unique' });
resetTokenSchema.index({ userId: 1 }, { name: 'user' });

export type ResetTokenDoc = InferSchemaType<typeof resetTokenSchema> & { _id: mongoose.Types.ObjectId };
export const ResetTokenModel = mongoose.model('PasswordResetToken', resetTokenSchema);
