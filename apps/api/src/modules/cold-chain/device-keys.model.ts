import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const deviceKeySchema = new Schema(
  {
    vehicleId: { type: String, required: true, maxlength: 40 },
    label: { type: String, required: true, maxlength: 80 },
    // The first characters of the key, enough for an operator to tell keys apart; the key itself is never stored.
    prefix: { type: String, required: true },
    hash: { type: String, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    revokedAt: { type: Date, default: null },
    lastUsedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

deviceKeySchema.index({ hash: 1 }, { name: 'hash_unique', unique: true });
deviceKeySchema.index({ createdAt: -1 }, { name: 'created' });

export type DeviceKeyDoc = InferSchemaType<typeof deviceKeySchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };
export const DeviceKeyModel = mongoose.model('DeviceKey', deviceKeySchema, 'device_keys');
