import { NOTIFICATION_EVENTS, NOTIFICATION_TYPES } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const notificationSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    type: { type: String, enum: NOTIFICATION_TYPES, required: true },
    event: { type: String, enum: NOTIFICATION_EVENTS, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    read: { type: Boolean, default: false, required: true },
    // Dismissed notifications stay (flagged) so the seq line the stream pollers walk has no holes.
    dismissed: { type: Boolean, default: false, required: true },
    bookingId: { type: Schema.Types.ObjectId, ref: 'Booking', default: null },
    trackingNumber: { type: String, default: null },
    // From the notifications counter: strictly increasing across every API process; the SSE id.
    seq: { type: Number, required: true },
    // Decision 0069: the one move or excursion step it tells of, so an announcement made again is not told twice.
    source: { type: String, default: undefined },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

// The pollers read "everything after my high-water mark"; the list, the replay and the unread count read one user's
// visible ones (the unread count filters `read` inside that range: one user's notifications are few, and every index
// is paid for on each of the thousand-document writes a new booking makes for the operators).
notificationSchema.index({ seq: 1 }, { name: 'seq_unique', unique: true });
notificationSchema.index({ userId: 1, dismissed: 1, seq: -1 }, { name: 'user_visible_seq' });

export type NotificationDoc = InferSchemaType<typeof notificationSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };
export const NotificationModel = mongoose.model('Notification', notificationSchema);
