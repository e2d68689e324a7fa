import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// The durable mail queue (decision 0027). A request only inserts here; a worker in any API process claims a message by
// an atomic update (status queued -> sending, with its process id and a lease) and sends it.
const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

const mailMessageSchema = new Schema(
  {
    to: { type: String, required: true },
    template: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    attachments: { type: [{ filename: String, contentType: String, content: Buffer, _id: false }], default: undefined },
    replyTo: { type: String },
    headers: { type: Schema.Types.Mixed },
    dedupeKey: { type: String },
    status: { type: String, enum: MAIL_STATUSES, default: 'queued', required: true },
    attempts: { type: Number, default: 0, required: true },
    nextAttemptAt: { type: Date, required: true },
    claimedBy: { type: String },
    claimExpiresAt: { type: Date },
    lastError: { type: String },
    messageId: { type: String },
    sentAt: { type: Date },
  },
  { timestamps: true, versionKey: false },
);

// The worker's claim reads "queued and due, oldest first"; operators list failures newest first.
mailMessageSchema.index({ status: 1, nextAttemptAt: 1 }, { name: 'status_due' });
mailMessageSchema.index({ dedupeKey: 1 }, { name: 'dedupe_unique', unique: true, partialFilterExpression: { dedupeKey: { $type: 'string' } } });

export type MailMessageDoc = InferSchemaType<typeof mailMessageSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const MailMessageModel = mongoose.model('MailMessage', mailMessageSchema, 'mail_messages');
