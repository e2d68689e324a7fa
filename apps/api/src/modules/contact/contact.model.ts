import mongoose, { Schema } from 'mongoose';

const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String },
    company: { type: String },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    requestId: { type: String },
  },
  { timestamps: true, versionKey: false },
);

contactMessageSchema.index({ createdAt: -1 }, { name: 'created' });

export const ContactMessageModel = mongoose.model('ContactMessage', contactMessageSchema);
