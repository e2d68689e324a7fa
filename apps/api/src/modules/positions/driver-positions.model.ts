import type { Collection } from 'mongodb';
import mongoose, { Schema } from 'mongoose';

/** Decision 0109: where drivers were is kept this long after the phone took it, then the engine deletes it. */
export const DRIVER_POSITION_RETENTION_DAYS = 30;

// Decision 0109: a driver's positions are kept one document per batch the phone sent (as a sensor's readings are,
// decision 0075): a hundredth of the documents of one per fix. The _id is `<driver>.<first fix, ms>`, so a batch sent
// twice at once is stored once.
const driverPositionBatchSchema = new Schema(
  {
    _id: { type: String, required: true },
    driverId: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    // The jobs out for delivery when the batch came: whose arrival it was read for.
    bookingIds: { type: [Schema.Types.ObjectId], required: true },
    firstAt: { type: Date, required: true },
    lastAt: { type: Date, required: true },
    // In time order, each time once within the batch and absent from the driver's other batches.
    positions: {
      type: [{ _id: false, at: { type: Date, required: true }, lat: { type: Number, required: true }, lng: { type: Number, required: true }, accuracyM: Number, speedKmh: Number }],
      required: true,
    },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

// The estimate's read (a driver's fixes of the last minutes) and a new batch's resend check.
driverPositionBatchSchema.index({ driverId: 1, lastAt: 1 }, { name: 'driver_last' });
driverPositionBatchSchema.index({ lastAt: 1 }, { name: 'expire_after_retention', expireAfterSeconds: DRIVER_POSITION_RETENTION_DAYS * 24 * 60 * 60 });

export type DriverPositionBatchDoc = {
  _id: string;
  driverId: mongoose.Types.ObjectId;
  bookingIds: mongoose.Types.ObjectId[];
  firstAt: Date;
  lastAt: Date;
  positions: { at: Date; lat: number; lng: number; accuracyM?: number | null; speedKmh?: number | null }[];
  createdAt: Date;
};
export const DriverPositionBatchModel = mongoose.model('DriverPositionBatch', driverPositionBatchSchema, 'driver_positions');

export const driverPositionBatches = () => DriverPositionBatchModel.collection as unknown as Collection<DriverPositionBatchDoc>;
