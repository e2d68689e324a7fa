import { READING_SOURCES } from '@meridian/contracts';
import mongoose, { Schema } from 'mongoose';

const readingSchema = new Schema(
  {
    bookingId: { type: Schema.Types.ObjectId, required: true, ref: 'Booking' },
    at: { type: Date, required: true },
    celsius: { type: Number, required: true },
    source: { type: String, enum: READING_SOURCES, required: true },
    // The device key that sent a sensor reading; absent for a driver's or an operator's.
    deviceId: { type: Schema.Types.ObjectId, ref: 'DeviceKey' },
    recordedBy: { type: Schema.Types.ObjectId, ref: 'User' },
    note: String,
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

// "This booking's readings in time order": the log, the chart and the CSV.
readingSchema.index({ bookingId: 1, at: 1 }, { name: 'booking_at' });
// A device's reading is identified by its time, per booking it went to, so a resent batch adds nothing (a truck
// carrying two consignments files one sensor reading under each). Time leads: it is nearly unique on its own, so
// the uniqueness check (and the embedded engine's equality bucket) stays small however long a device has reported.
readingSchema.index(
  { at: 1, deviceId: 1, bookingId: 1 },
  { name: 'at_device_booking_unique', unique: true, partialFilterExpression: { deviceId: { $exists: true } } },
);

export const ReadingModel = mongoose.model('TemperatureReading', readingSchema, 'temperature_readings');
