import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0056: an organization's API keys. The key itself is never stored: only its SHA-256 (keys carry 256 random
// bits, so a fast hash is enough and lets the unique index find a key in one seek) and a prefix to tell keys apart.
const apiKeySchema = new Schema(
  {
    organizationId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true, maxlength: 80 },
    scopes: { type: [String], required: true },
    prefix: { type: String, required: true },
    hash: { type: String, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    lastUsedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false, strict: 'throw' },
);
apiKeySchema.index({ hash: 1 }, { unique: true, name: 'hash_unique' });
apiKeySchema.index({ organizationId: 1, createdAt: -1 }, { name: 'organization_created' });

export type ApiKeyDoc = InferSchemaType<typeof apiKeySchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };
export const ApiKeyModel = mongoose.model('ApiKey', apiKeySchema, 'apiKeys');
