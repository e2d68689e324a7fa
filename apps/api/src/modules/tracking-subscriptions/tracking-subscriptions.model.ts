import { TRACKING_SUBSCRIPTION_STATUSES } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Who receives a shipment's tracking mails (decision 0030). The booking's owner has one row made by the
// first update (active without confirming: the address is their account's); anyone else confirms first.
const SUBSCRIBER_KINDS = ['owner', 'subscriber'] as const;

const trackingSubscriptionSchema = new Schema(
  {
    bookingId: { type: Schema.Types.ObjectId, required: true },
    trackingNumber: { type: String, required: true },
    kind: { type: String, enum: SUBSCRIBER_KINDS, required: true },
    email: { type: String, required: true },
    status: { type: String, enum: TRACKING_SUBSCRIPTION_STATUSES, required: true },
    /** sha256 of the confirmation token: the link in the mail is the only copy of the token itself. */
    confirmTokenHash: { type: String },
    confirmExpiresAt: { type: Date },
    confirmSentAt: { type: Date },
    confirmedAt: { type: Date },
    unsubscribedAt: { type: Date },
    /** Set while pending: an address nobody confirmed is forgotten when its link expires. */
    purgeAt: { type: Date },
  },
  { timestamps: true, versionKey: false },
);

// One row per address per booking and kind; the fan-out reads a booking's rows through the same index.
trackingSubscriptionSchema.index({ bookingId: 1, kind: 1, email: 1 }, { name: 'booking_kind_email', unique: true });
trackingSubscriptionSchema.index(
  { confirmTokenHash: 1 },
  { name: 'confirm_token', unique: true, partialFilterExpression: { confirmTokenHash: { $type: 'string' } } },
);
trackingSubscriptionSchema.index({ purgeAt: 1 }, { name: 'purge_unconfirmed_ttl', expireAfterSeconds: 0 });

export type TrackingSubscriptionDoc = InferSchemaType<typeof trackingSubscriptionSchema> & { _id: mongoose.Types.ObjectId };
export const TrackingSubscriptionModel = mongoose.model('TrackingSubscription', trackingSubscriptionSchema, 'tracking_subscriptions');
