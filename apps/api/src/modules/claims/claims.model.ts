import { CLAIM_OUTCOMES, CLAIM_STATUSES, CLAIM_TYPES, CONVENTIONS, SETTLEMENT_METHODS } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Issue 51, decision 0105: one document per claim, with the evidence frozen from the booking when it was opened, its
// thread and the customer's and staff's files (GridFS bucket `claimAttachments`, claim-attachments.repository.ts).

const attachmentSchema = new Schema(
  {
    // The GridFS file's id.
    _id: { type: Schema.Types.ObjectId, required: true },
    filename: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    uploadedAt: { type: Date, required: true },
    by: { type: Schema.Types.ObjectId, required: true },
    byName: { type: String, default: '' },
    fromStaff: { type: Boolean, required: true },
  },
  { _id: false },
);

const messageSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    body: { type: String, required: true },
    at: { type: Date, required: true },
    by: { type: Schema.Types.ObjectId, required: true },
    byName: { type: String, default: '' },
    fromStaff: { type: Boolean, required: true },
    requestInfo: { type: Boolean, default: false },
    attachmentIds: { type: [Schema.Types.ObjectId], default: [] },
  },
  { _id: false },
);

const claimSchema = new Schema(
  {
    // CL-YYYY-NNNNNN; the unique index on it is what claims a number (lib/gap-free-numbers.ts).
    number: { type: String, required: true },
    year: { type: Number, required: true },
    sequence: { type: Number, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true, ref: 'Booking' },
    organizationId: { type: Schema.Types.ObjectId, required: true, ref: 'Organization' },
    trackingNumber: { type: String, default: '' },
    vehicleType: { type: String, required: true },
    type: { type: String, enum: CLAIM_TYPES, required: true },
    status: { type: String, enum: CLAIM_STATUSES, required: true },
    // `bookingId:type` while the claim is open, unset once it closes: the unique index keeps one open claim per pair.
    openKey: { type: String, default: undefined },
    description: { type: String, required: true },
    amountClaimedCents: { type: Number, required: true },
    currency: { type: String, required: true },
    pieces: { type: [String], default: [] },
    deadline: {
      type: new Schema({ noticeBy: Date, rule: String, convention: { type: String, enum: CONVENTIONS }, earliest: Date }, { _id: false }),
      required: true,
    },
    late: { type: Boolean, required: true },
    liability: { type: new Schema({ limitCents: Number, currency: String, basis: String, sdrRate: Number }, { _id: false }), required: true },
    // The contracts' ClaimEvidence as it stood when the claim was opened; never rewritten.
    evidence: { type: Schema.Types.Mixed, required: true },
    attachments: { type: [attachmentSchema], default: [] },
    messages: { type: [messageSchema], default: [] },
    decision: {
      type: new Schema(
        { outcome: { type: String, enum: CLAIM_OUTCOMES }, amountCents: Number, reason: String, at: Date, by: Schema.Types.ObjectId, byName: String },
        { _id: false },
      ),
      default: null,
    },
    settlement: {
      type: new Schema(
        {
          method: { type: String, enum: SETTLEMENT_METHODS },
          amountCents: Number,
          at: Date,
          creditNote: { type: new Schema({ number: String, amountCents: Number }, { _id: false }), default: null },
          refund: { type: new Schema({ amountCents: Number, at: Date }, { _id: false }), default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    // What the console's queue sorts by: when the carrier's next step is due (claim-rules.ts, claimNextAction).
    queueDueAt: { type: Date, default: null },
    acknowledgedAt: { type: Date, default: null },
    closedAt: { type: Date, default: null },
    createdBy: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    createdByName: { type: String, default: '' },
  },
  { timestamps: true, versionKey: false },
);

claimSchema.index({ number: 1 }, { unique: true, name: 'claim_number_unique' });
claimSchema.index({ openKey: 1 }, { unique: true, name: 'one_open_claim_per_type', partialFilterExpression: { openKey: { $type: 'string' } } });
claimSchema.index({ organizationId: 1, createdAt: -1 }, { name: 'organization_created' });
claimSchema.index({ bookingId: 1, createdAt: -1 }, { name: 'booking_created' });
// Decision 0106: the reports count the claims opened in a period, across every organization for staff.
claimSchema.index({ createdAt: 1 }, { name: 'created' });
claimSchema.index({ queueDueAt: 1 }, { name: 'queue_due', partialFilterExpression: { queueDueAt: { $type: 'date' } } });

export type ClaimDoc = InferSchemaType<typeof claimSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const ClaimModel = mongoose.model('Claim', claimSchema);

// One document per year ('2026'): the highest claim sequence known to be taken; a hint, never the claim itself.
const claimSequenceSchema = new Schema({ _id: { type: String, required: true }, seq: { type: Number, required: true, default: 0 } }, { versionKey: false });
export const ClaimSequenceModel = mongoose.model('ClaimSequence', claimSequenceSchema, 'claim_sequences');
