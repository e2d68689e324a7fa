import mongoose, { Schema } from 'mongoose';

// Decision 0111: a number that texted STOP, kept until it texts START. Nothing is sent to it meanwhile, whoever asks.
const smsOptOutSchema = new Schema(
  {
    phone: { type: String, required: true },
    /** The word that opted it out, as received. */
    keyword: { type: String, required: true },
    optedOutAt: { type: Date, required: true },
  },
  { versionKey: false },
);

smsOptOutSchema.index({ phone: 1 }, { name: 'phone_unique', unique: true });

export const SmsOptOutModel = mongoose.model('SmsOptOut', smsOptOutSchema, 'sms_opt_outs');
