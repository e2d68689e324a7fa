import { ORGANIZATION_ROLES } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0055: a pending invitation into an organization. The link's token is stored only as its SHA-256; the
// document is deleted when the invitation is accepted or revoked, so a used link names nothing (single use).
const invitationSchema = new Schema(
  {
    organizationId: { type: Schema.Types.ObjectId, required: true, ref: 'Organization' },
    email: { type: String, required: true, lowercase: true, trim: true },
    role: { type: String, enum: ORGANIZATION_ROLES, required: true },
    tokenHash: { type: String, required: true },
    invitedBy: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    invitedByName: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);

// One pending invitation per address and organization: inviting again replaces it (one upsert, no race).
invitationSchema.index({ organizationId: 1, email: 1 }, { unique: true, name: 'organization_email_unique' });
invitationSchema.index({ tokenHash: 1 }, { unique: true, name: 'token_hash_unique' });

export type InvitationDoc = InferSchemaType<typeof invitationSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };
export const InvitationModel = mongoose.model('OrganizationInvitation', invitationSchema);
