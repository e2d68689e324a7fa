import { VEHICLE_TYPES } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// A fleet vehicle (decision 0047). Its id is its fleet number, so the bookings' `assignment.vehicleId`, the device keys
// and the telemetry route keep naming it as they did when it was free text.
const vehicleSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    type: { type: String, enum: VEHICLE_TYPES, required: true },
    refrigerated: { type: Boolean, required: true },
    capacityKg: { type: Number, required: true, min: 0 },
    // Retired, never deleted: past assignments still name it.
    retiredAt: { type: Date, default: null },
    // Made by the migration from a free-text id an earlier assignment named; its details are estimates to check.
    imported: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);

// The dialog lists the active vehicles of one mode: one equality-led index (the fleet is small; this keeps it a seek).
vehicleSchema.index({ type: 1, retiredAt: 1, _id: 1 }, { name: 'type_retired' });

export type VehicleDoc = InferSchemaType<typeof vehicleSchema> & { _id: string; createdAt: Date; updatedAt: Date };
export const VehicleModel = mongoose.model('Vehicle', vehicleSchema, 'vehicles');
