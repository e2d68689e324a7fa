import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0111: who receives a shipment's tracking texts. A number is pending until the code texted to it comes
// back; a pending row is forgotten when its code expires. There is no unsubscribe row: STOP opts the number out of
// every text (the sms module's opt-out list), and this list is only read through it.
const SMS_SUBSCRIPTION_STATUSES = ['pending', 'active'] as const;

const smsSubscriptionSchema = new Schema(
  {
    bookingId: { type: Schema.Types.ObjectId, required: true },
    trackingNumber: { type: String, required: true },
    phone: { type: String, required: true },
    status: { type: String, enum: SMS_SUBSCRIPTION_STATUSES, required: true },
    /** sha256 of the code: the text is the only copy of the code itself. */
    codeHash: { type: String },
    codeExpiresAt: { type: Date },
    codeSentAt: { type: Date },
    failedTries: { type: Number, default: 0 },
    confirmedAt: { type: Date },
    purgeAt: { type: Date },
  },
  { timestamps: true, versionKey: false },
);

smsSubscriptionSchema.index({ bookingId: 1, phone: 1 }, { name: 'booking_phone', unique: true });
smsSubscriptionSchema.index({ purgeAt: 1 }, { name: 'purge_unconfirmed_ttl', expireAfterSeconds: 0 });

export type SmsSubscriptionDoc = InferSchemaType<typeof smsSubscriptionSchema> & { _id: mongoose.Types.ObjectId };
export const SmsSubscriptionModel = mongoose.model('TrackingSmsSubscription', smsSubscriptionSchema, 'tracking_sms_subscriptions');
