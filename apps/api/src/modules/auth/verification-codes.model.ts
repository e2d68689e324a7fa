import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// One live e-mail verification code per account (decision 0028). Only its keyed hash is stored; a resend replaces the
// document, so the previous code stops working at once.
const verificationCodeSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    codeHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, default: 0, required: true },
  },
  { timestamps: true, versionKey: false },
);

verificationCodeSchema.index({ userId: 1 }, { unique: true, name: 'user_unique' });
// Dead codes are cleared a day after they expire; until then a late try still gets "expired", not "wrong".
verificationCodeSchema.index({ expiresAt: 1 }, { name: 'expires_ttl', expireAfterSeconds: 86_400 });

export type VerificationCodeDoc = InferSchemaType<typeof verificationCodeSchema> & { _id: mongoose.Types.ObjectId };
export const VerificationCodeModel = mongoose.model('EmailVerificationCode', verificationCodeSchema, 'email_verification_codes');
