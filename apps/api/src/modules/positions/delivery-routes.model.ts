import type { Collection } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { DRIVER_POSITION_RETENTION_DAYS } from './driver-positions.model';

// Decision 0116: the order in which a driver makes the day's deliveries, one document per driver and day
// (`<driver>.<YYYY-MM-DD>`): proposed by the API as jobs go out for delivery, changed by the driver, read by the
// arrival estimate. Only this module touches it.
const deliveryRouteSchema = new Schema(
  {
    _id: { type: String, required: true },
    driverId: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    date: { type: String, required: true },
    // The jobs out for delivery, in the order the driver will make them.
    stops: { type: [Schema.Types.ObjectId], required: true },
    // The driver set this order themselves: the API never re-plans it, it only fits new jobs in.
    edited: { type: Boolean, required: true },
    // Planned from where the van was; a route proposed before the phone shared a position is planned again from the
    // first one (unless the driver edited it).
    fromVan: { type: Boolean, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

// A route says where a driver went: it goes with the positions.
deliveryRouteSchema.index({ driverId: 1, updatedAt: -1 }, { name: 'driver_latest' });
deliveryRouteSchema.index({ updatedAt: 1 }, { name: 'expire_after_retention', expireAfterSeconds: DRIVER_POSITION_RETENTION_DAYS * 24 * 60 * 60 });

export type DeliveryRouteDoc = {
  _id: string;
  driverId: mongoose.Types.ObjectId;
  date: string;
  stops: mongoose.Types.ObjectId[];
  edited: boolean;
  fromVan: boolean;
  updatedAt: Date;
};
export const DeliveryRouteModel = mongoose.model('DeliveryRoute', deliveryRouteSchema, 'delivery_routes');

export const deliveryRoutes = () => DeliveryRouteModel.collection as unknown as Collection<DeliveryRouteDoc>;
