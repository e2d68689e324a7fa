import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { CONSIGNMENT_NOTE_TYPES, SIGNATURE_ROLES } from '@meridian/contracts';

// Decision 0103: one record per sealed version of a booking's consignment note. Each signature adds one; none is
// ever changed, so an older digest still verifies (as superseded). The unique (booking, role) index is what makes a
// seal happen once, however many processes or sweeps react to the same move.
const sealedDocumentSchema = new Schema(
  {
    digest: { type: String, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true, ref: 'Booking' },
    type: { type: String, enum: CONSIGNMENT_NOTE_TYPES, required: true },
    number: { type: String, required: true },
    trackingNumber: { type: String, required: true },
    role: { type: String, enum: SIGNATURE_ROLES, required: true },
    /** 1 for the first seal of the note, then 2, 3. */
    seq: { type: Number, required: true },
    sealedAt: { type: Date, required: true },
    /** The note as sealed, the last signature carrying its digest: what the JSON and PDF routes serve. */
    content: { type: Schema.Types.Mixed, required: true },
    /** Set once `document.signed` was published, so a process that died in between has it published again. */
    announcedAt: { type: Date, default: undefined },
  },
  { versionKey: false, minimize: false },
);

sealedDocumentSchema.index({ digest: 1 }, { name: 'digest_unique', unique: true });
sealedDocumentSchema.index({ bookingId: 1, role: 1 }, { name: 'booking_role_unique', unique: true });
sealedDocumentSchema.index({ bookingId: 1, seq: 1 }, { name: 'booking_seq' });

export type SealedDocumentDoc = InferSchemaType<typeof sealedDocumentSchema> & { _id: mongoose.Types.ObjectId };
export const SealedDocumentModel = mongoose.model('SealedDocument', sealedDocumentSchema, 'documents');
