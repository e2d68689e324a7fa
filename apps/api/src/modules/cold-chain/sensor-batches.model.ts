import type { Collection } from 'mongodb';
import mongoose, { Schema } from 'mongoose';

// Decision 0075: a sensor's readings for one booking are kept one document per batch (a device sends them in
// batches), not one per reading: a hundredth of the documents and index entries to write, keep in memory and scan.
// The _id is the batch's identity, so a batch sent twice at once is stored once: `<device>.<booking>.<first reading,
// ms>` for a batch the API received, `legacy.<first reading's id>` for one moved from `temperature_readings`.
const sensorBatchSchema = new Schema(
  {
    _id: { type: String, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true, ref: 'Booking' },
    deviceId: { type: Schema.Types.ObjectId, required: true, ref: 'DeviceKey' },
    firstAt: { type: Date, required: true },
    lastAt: { type: Date, required: true },
    // In time order, each time once within the batch and absent from every other batch of the device and booking.
    readings: { type: [{ _id: false, at: { type: Date, required: true }, celsius: { type: Number, required: true } }], required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

// The log, the chart and the CSV: a booking's batches in the order their readings start.
sensorBatchSchema.index({ bookingId: 1, firstAt: 1 }, { name: 'booking_first' });
// A new batch's resend check: the device's batches for the booking that end at or after its first reading.
sensorBatchSchema.index({ deviceId: 1, bookingId: 1, lastAt: 1 }, { name: 'device_booking_last' });

export type SensorBatchDoc = {
  _id: string;
  bookingId: mongoose.Types.ObjectId;
  deviceId: mongoose.Types.ObjectId;
  firstAt: Date;
  lastAt: Date;
  readings: { at: Date; celsius: number }[];
  createdAt: Date;
};
export const SensorBatchModel = mongoose.model('SensorReadingBatch', sensorBatchSchema, 'sensor_reading_batches');

/** The collection as the driver sees it, typed with the batch's string _id (the hot path skips mongoose's casting). */
export const sensorBatches = () => SensorBatchModel.collection as unknown as Collection<SensorBatchDoc>;
