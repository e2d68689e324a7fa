import mongoose, { Schema } from 'mongoose';

// Decision 0117: an address that stopped the receiver's e-mails, kept as its SHA-256 (hex) so the list holds no
// address in clear. Nothing removes it: a receiver who wants the mails back follows a shipment's own updates instead.
const receiverMailOptOutSchema = new Schema(
  {
    addressHash: { type: String, required: true },
    optedOutAt: { type: Date, required: true },
  },
  { versionKey: false },
);

receiverMailOptOutSchema.index({ addressHash: 1 }, { name: 'address_hash_unique', unique: true });

export const ReceiverMailOptOutModel = mongoose.model('ReceiverMailOptOut', receiverMailOptOutSchema, 'receiver_mail_opt_outs');
