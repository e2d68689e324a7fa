import mongoose, { Schema } from 'mongoose';

const subscriptionSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
  },
  { timestamps: true, versionKey: false },
);

// One subscription per address: subscribing twice is the same as once.
subscriptionSchema.index({ email: 1 }, { unique: true, name: 'email_unique' });

export const NewsletterSubscriptionModel = mongoose.model('NewsletterSubscription', subscriptionSchema);
