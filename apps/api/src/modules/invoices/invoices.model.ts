import { INVOICE_STATUSES } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { quoteCentsFields } from '../bookings/bookings.service';

const party = { name: String, address: String, email: String, phone: String };
const partySchema = new Schema(party, { _id: false });
const billToSchema = new Schema({ ...party, company: String }, { _id: false });
const shipmentSchema = new Schema(
  { from: String, to: String, service: String, weight: String, dimensions: String, pickupDate: String, deliveryDate: String, co2e: String },
  { _id: false },
);

// The quote the invoice charges, copied from the booking at issue time (integer cents): the invoice never
// recomputes, so a later change of rates cannot change an issued invoice.
const chargedQuoteSchema = new Schema(quoteCentsFields, { _id: false });

const invoiceSchema = new Schema(
  {
    // INV-YYYY-NNNNNN (decision 0025); year + sequence are what the unique index and the numbering read.
    invoiceNumber: { type: String, required: true },
    year: { type: Number, required: true },
    sequence: { type: Number, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true, ref: 'Booking' },
    ownerId: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    // Decision 0055: the booking's organization; every member sees its invoices. Migration 0006 backfills older ones.
    organizationId: { type: Schema.Types.ObjectId, ref: 'Organization' },
    trackingNumber: { type: String, default: '' },
    date: { type: String, required: true },
    dueDate: { type: String, required: true },
    status: { type: String, enum: INVOICE_STATUSES, required: true },
    terms: { type: String, enum: ['paid', 'net-30'], required: true },
    company: { type: partySchema, required: true },
    billTo: { type: billToSchema, required: true },
    shipment: { type: shipmentSchema, required: true },
    quote: { type: chargedQuoteSchema, required: true },
    paymentId: { type: Schema.Types.ObjectId, ref: 'Payment', default: null },
    refund: { type: new Schema({ amountCents: Number, at: Date }, { _id: false }), default: null },
    // Decision 0106: the credit notes the payment drew on, copied at issue; the total less these is what was charged.
    credits: { type: [new Schema({ creditNoteId: String, number: String, amountCents: Number }, { _id: false })], default: undefined },
    // Decision 0034: false until the owner has been told the invoice is ready (one guarded write, so a re-run of the
    // payment's steps tells them once). Invoices issued before this field never had it, and are never announced again.
    readyAnnounced: { type: Boolean, default: undefined },
    // Set once by the overdue sweep, so the owner is told once.
    overdueNotifiedAt: { type: Date, default: null },
    issuedAt: { type: Date, required: true },
  },
  { timestamps: true, versionKey: false },
);

// The number is the claim: two issuers racing for the same number cannot both insert (lib/gap-free-numbers.ts).
invoiceSchema.index({ invoiceNumber: 1 }, { unique: true, name: 'invoice_number_unique' });
invoiceSchema.index({ year: 1, sequence: -1 }, { name: 'year_sequence' });
// One invoice per booking, whatever retries or races happen.
invoiceSchema.index({ bookingId: 1 }, { unique: true, name: 'booking_unique' });
invoiceSchema.index({ ownerId: 1, issuedAt: -1 }, { name: 'owner_issued' });
invoiceSchema.index({ organizationId: 1, issuedAt: -1 }, { name: 'organization_issued' });
invoiceSchema.index({ status: 1, dueDate: 1 }, { name: 'status_due' });

export type InvoiceDoc = InferSchemaType<typeof invoiceSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const InvoiceModel = mongoose.model('Invoice', invoiceSchema);
