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
  },
  { timestamps: true, versionKey: false },
);

excursionStateSchema.index({ bookingId: 1 }, { name: 'booking_unique', unique: true });
excursionStateSchema.index({ pending: -1, updatedAt: -1 }, { name: 'pending_updated' });

export type ExcursionStateDoc = InferSchemaType<typeof excursionStateSchema> & { _id: mongoose.Types.ObjectId; updatedAt: Date };
export const ExcursionStateModel = mongoose.model('ExcursionState', excursionStateSchema, 'excursion_states');
