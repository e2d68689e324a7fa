import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0041: every digest a log or report PDF has shown, with the summary it stood for, so the public
// verification is one index seek (never a recomputation over the readings) and still answers after more arrive.
const temperatureReportSchema = new Schema(
  {
    digest: { type: String, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true, ref: 'Booking' },
    trackingNumber: { type: String, required: true },
    band: {
      target: { type: Number, required: true },
      min: { type: Number, required: true },
      max: { type: Number, required: true },
      tolerance: { type: Number, required: true },
    },
    readings: { type: Number, required: true },
    firstAt: { type: Date, required: true },
    lastAt: { type: Date, required: true },
    minCelsius: { type: Number, required: true },
    maxCelsius: { type: Number, required: true },
    meanKineticCelsius: { type: Number, required: true },
    timeInBandPercent: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

temperatureReportSchema.index({ digest: 1 }, { name: 'digest_unique', unique: true });
// Decision 0084: the verify page names the latest report of the same shipment.
temperatureReportSchema.index({ bookingId: 1, createdAt: -1 }, { name: 'booking_issued' });

export type TemperatureReportDoc = InferSchemaType<typeof temperatureReportSchema> & { _id: mongoose.Types.ObjectId };
export const TemperatureReportModel = mongoose.model('TemperatureReport', temperatureReportSchema, 'temperature_reports');
