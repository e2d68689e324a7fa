import { EXCURSION_CLOSED_BY, EXCURSION_DISPOSITIONS } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const acknowledgementSchema = new Schema(
  {
    by: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    byName: { type: String, required: true },
    at: { type: Date, required: true },
    disposition: { type: String, enum: EXCURSION_DISPOSITIONS, required: true },
    note: { type: String, default: null },
  },
  { _id: false },
);

const excursionSchema = new Schema(
  {
    // An ObjectId's hex, so the acknowledgement's URL names one excursion for good (decision 0041).
    id: { type: String, required: true },
    openedAt: { type: Date, required: true },
    closedAt: { type: Date, default: null },
    closedBy: { type: String, enum: [...EXCURSION_CLOSED_BY, null], default: null },
    peakCelsius: { type: Number, required: true },
    direction: { type: String, enum: ['above', 'below'], required: true },
    acknowledgement: { type: acknowledgementSchema, default: null },
  },
  { _id: false },
);

// Decision 0069: an opening or closing to announce, written with the state that makes it and removed once every
// reaction has run; one left behind (the process died in between) is announced by the event sweep.
const pendingTransitionSchema = new Schema({
  kind: { type: String, enum: ['excursion-opened', 'excursion-closed'], required: true },
  excursionId: { type: String, required: true },
  celsius: { type: Number, required: true },
  at: { type: Date, required: true },
  openedAt: { type: Date, required: true },
  peakCelsius: { type: Number, required: true },
  closedBy: { type: String, enum: EXCURSION_CLOSED_BY },
  recordedAt: { type: Date, required: true },
});

// One document per booking: the excursions so far and the newest reading they account for. Every change is one
// write guarded by `version`, so two batches racing on a booking cannot both open (or close) the same excursion,
// and an acknowledgement racing a reading cannot be overwritten by it.
const excursionStateSchema = new Schema(
  {
    bookingId: { type: Schema.Types.ObjectId, required: true, ref: 'Booking' },
    version: { type: Number, required: true, default: 0 },
    lastAt: { type: Date, required: true },
    lastCelsius: { type: Number, required: true },
    excursions: { type: [excursionSchema], default: [] },
    // Set at delivery or cancellation: a late sensor batch then moves nothing (no excursion reopens after the end).
    sealedAt: { type: Date, default: null },
    // How many excursions still wait for an operator's acknowledgement: the console's list reads this index.
    pending: { type: Number, required: true, default: 0 },
    pendingTransitions: { type: [pendingTransitionSchema], default: undefined },
  },
  { timestamps: true, versionKey: false },
);

excursionStateSchema.index({ bookingId: 1 }, { name: 'booking_unique', unique: true });
excursionStateSchema.index({ pending: -1, updatedAt: -1 }, { name: 'pending_updated' });
// The event sweep's "announcements left behind": only states with one are in it.
excursionStateSchema.index({ 'pendingTransitions.recordedAt': 1 }, { name: 'pending_transitions', sparse: true });

export type ExcursionStateDoc = InferSchemaType<typeof excursionStateSchema> & { _id: mongoose.Types.ObjectId; updatedAt: Date };
export const ExcursionStateModel = mongoose.model('ExcursionState', excursionStateSchema, 'excursion_states');
