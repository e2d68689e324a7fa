import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0115: one record per issued version of a booking's commercial invoice. A version is never changed, so an
// older digest still verifies (as superseded). The unique (booking, version) index lets one process issue each version
// whatever races; the digest is unique because each version carries its own number and time.
const commercialInvoiceVersionSchema = new Schema(
  {
    digest: { type: String, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true, ref: 'Booking' },
    number: { type: String, required: true },
    trackingNumber: { type: String, required: true },
    /** 1 for the first version, then 2, 3. */
    version: { type: Number, required: true },
    issuedAt: { type: Date, required: true },
    /** The invoice as sealed (contracts' commercialInvoiceSchema): what the JSON and PDF routes serve. */
    content: { type: Schema.Types.Mixed, required: true },
  },
  { versionKey: false, minimize: false },
);

commercialInvoiceVersionSchema.index({ digest: 1 }, { name: 'digest_unique', unique: true });
commercialInvoiceVersionSchema.index({ bookingId: 1, version: 1 }, { name: 'booking_version_unique', unique: true });

export type CommercialInvoiceVersionDoc = InferSchemaType<typeof commercialInvoiceVersionSchema> & { _id: mongoose.Types.ObjectId };
export const CommercialInvoiceVersionModel = mongoose.model('CommercialInvoiceVersion', commercialInvoiceVersionSchema, 'commercial_invoices');
