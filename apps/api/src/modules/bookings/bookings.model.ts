import { BOOKING_STATUSES, CUSTOMER_TYPES, GOODS_TYPES } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const person = { name: String, phone: String, email: String };
const location = { address: String, city: String, state: String };

const statusChangeSchema = new Schema(
  {
    status: { type: String, enum: BOOKING_STATUSES, required: true },
    at: { type: Date, required: true },
    by: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
  },
  { _id: false },
);

const bookingSchema = new Schema(
  {
    createdBy: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    status: { type: String, enum: BOOKING_STATUSES, default: 'pending', required: true },
    // Optimistic concurrency: every write bumps it; an edit names the version it read.
    version: { type: Number, default: 0, required: true },
    vehicleType: { type: String, required: true },
    fullNameOrBusiness: { type: String, required: true },
    contactPhone: { type: String, required: true },
    email: { type: String, required: true },
    customerType: { type: String, enum: CUSTOMER_TYPES, required: true },
    pickupPerson: person,
    receiverPerson: person,
    pickupLocation: location,
    dropoffLocation: location,
    goodsType: { type: String, enum: GOODS_TYPES, required: true },
    cargoWeightKg: { type: Number, required: true },
    quantity: { type: Number, required: true },
    isFragile: { type: Boolean, default: false },
    isPerishable: { type: Boolean, default: false },
    tempControlCelsius: { type: Number, default: 0 },
    estimatedPickupDate: { type: Date, required: true },
    estimatedDeliveryDate: { type: Date, required: true },
    notes: { type: String },
    statusHistory: { type: [statusChangeSchema], default: [] },
  },
  { timestamps: true, versionKey: false },
);

// Every list query is "this owner, newest first", optionally by status (issue 5: indexes, not scans).
bookingSchema.index({ createdBy: 1, createdAt: -1 }, { name: 'owner_created' });
bookingSchema.index({ createdBy: 1, status: 1, createdAt: -1 }, { name: 'owner_status_created' });

export type BookingDoc = InferSchemaType<typeof bookingSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export const BookingModel = mongoose.model('Booking', bookingSchema);
