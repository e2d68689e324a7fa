import { SMS_MESSAGE_STATUSES } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// The durable SMS queue (decision 0111), shaped as the mail queue is (decision 0027): a request only inserts here; a
// worker in any API process claims a message by an atomic update (queued -> sending, with its id and a lease) and
// hands it to the provider.
const smsMessageSchema = new Schema(
  {
    to: { type: String, required: true },
    body: { type: String, required: true },
    purpose: { type: String, required: true },
    dedupeKey: { type: String },
    status: { type: String, enum: SMS_MESSAGE_STATUSES, default: 'queued', required: true },
    attempts: { type: Number, default: 0, required: true },
    nextAttemptAt: { type: Date, required: true },
    claimedBy: { type: String },
    claimExpiresAt: { type: Date },
    lastError: { type: String },
    /** The provider's id (Twilio's MessageSid): its status callbacks name it. */
    providerId: { type: String },
    sentAt: { type: Date },
    deliveredAt: { type: Date },
  },
  { timestamps: true, versionKey: false },
);

smsMessageSchema.index({ status: 1, nextAttemptAt: 1 }, { name: 'status_due' });
smsMessageSchema.index({ dedupeKey: 1 }, { name: 'dedupe_unique', unique: true, partialFilterExpression: { dedupeKey: { $type: 'string' } } });
smsMessageSchema.index({ providerId: 1 }, { name: 'provider_id', partialFilterExpression: { providerId: { $type: 'string' } } });

export type SmsMessageDoc = InferSchemaType<typeof smsMessageSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const SmsMessageModel = mongoose.model('SmsMessage', smsMessageSchema, 'sms_messages');
