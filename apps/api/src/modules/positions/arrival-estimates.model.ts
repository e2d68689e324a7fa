import type { Collection } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { DRIVER_POSITION_RETENTION_DAYS } from './driver-positions.model';

// Decision 0109: the arrival estimate of each shipment out for delivery, one document per booking (its _id), written
// at every batch of its driver's positions. A delivery attempt is named by when the shipment went out for delivery:
// `attempt` is the one the estimate was made for, so tracking never shows an estimate or a position of an earlier
// attempt, and `arrivingAttempt` the one whose "arriving" was announced, once whichever process wins the race.
const arrivalEstimateSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    driverId: { type: Schema.Types.ObjectId, required: true },
    attempt: { type: Date, required: true },
    from: { type: Date, required: true },
    to: { type: Date, required: true },
    position: { type: { _id: false, lat: Number, lng: Number, at: Date }, required: true },
    updatedAt: { type: Date, required: true },
    arrivingAttempt: Date,
  },
  { versionKey: false },
);

// Estimates go with the positions they were read from.
arrivalEstimateSchema.index({ updatedAt: 1 }, { name: 'expire_after_retention', expireAfterSeconds: DRIVER_POSITION_RETENTION_DAYS * 24 * 60 * 60 });

export type ArrivalEstimateDoc = {
  _id: mongoose.Types.ObjectId;
  driverId: mongoose.Types.ObjectId;
  attempt: Date;
  from: Date;
  to: Date;
  position: { lat: number; lng: number; at: Date };
  updatedAt: Date;
  arrivingAttempt?: Date;
};
export const ArrivalEstimateModel = mongoose.model('ArrivalEstimate', arrivalEstimateSchema, 'arrival_estimates');

export const arrivalEstimates = () => ArrivalEstimateModel.collection as unknown as Collection<ArrivalEstimateDoc>;
