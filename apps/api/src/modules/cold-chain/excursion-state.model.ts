import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const excursionSchema = new Schema(
  {
    openedAt: { type: Date, required: true },
    closedAt: { type: Date, default: null },
    peakCelsius: { type: Number, required: true },
    direction: { type: String, enum: ['above', 'below'], required: true },
  },
  { _id: false },
);

// One document per booking: the excursions so far and the newest reading they account for. Every change is one
// write guarded by `version`, so two batches racing on a booking cannot both open (or close) the same excursion.
const excursionStateSchema = new Schema(
  {
    bookingId: { type: Schema.Types.ObjectId, required: true, ref: 'Booking' },
    version: { type: Number, required: true, default: 0 },
    lastAt: { type: Date, required: true },
    lastCelsius: { type: Number, required: true },
    excursions: { type: [excursionSchema], default: [] },
  },
  { timestamps: true, versionKey: false },
);

excursionStateSchema.index({ bookingId: 1 }, { name: 'booking_unique', unique: true });

export type ExcursionStateDoc = InferSchemaType<typeof excursionStateSchema> & { _id: mongoose.Types.ObjectId };
export const ExcursionStateModel = mongoose.model('ExcursionState', excursionStateSchema, 'excursion_states');
