import { BOOKING_STATUSES, PAYMENT_STATUSES, CALENDAR_DATE_PATTERN, CUSTOMER_TYPES, GOODS_TYPES, HISTORY_EVENTS, MILESTONES, bookingSearchKeys, toShortId, VEHICLE_TYPES } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { quoteCentsFields } from './quote-cents.fields';

const person = { name: String, phone: String, email: String };
// Decision 0096: a place knows its country and coordinates; bookings older than that may lack both, with needsCountry set.
const coordinates = { type: { lat: Number, lng: Number }, default: undefined, _id: false };
const location = { address: String, city: String, state: String, postalCode: String, country: String, coordinates, needsCountry: Boolean };

const placeSchema = new Schema({ place: String, coordinates: { type: { lat: Number, lng: Number }, default: undefined, _id: false } }, { _id: false });

const statusChangeSchema = new Schema(
  {
    status: { type: String, enum: BOOKING_STATUSES, required: true },
    at: { type: Date, required: true },
    by: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    // Who / when / note / location of every move (decision 0019).
    event: { type: String, enum: HISTORY_EVENTS },
    milestone: { type: String, enum: MILESTONES },
    byName: String,
    byRole: String,
    // Decision 0056: the API key a move came through (`by` is then the admin who created the key).
    apiKeyId: { type: Schema.Types.ObjectId, default: undefined },
    note: String,
    // Decision 0083: why an unpaid booking was confirmed before payment.
    unpaidReason: String,
    location: { type: placeSchema, default: undefined },
    // Decision 0069: the Idempotency-Key attempt that made this move, so a takeover of a dead attempt knows it landed.
    attempt: { type: Schema.Types.ObjectId, default: undefined },
  },
  { _id: false },
);

// Decision 0069: a move's announcement, written by the move's own write and removed once every reaction has run.
// What the booking looked like right after the move is named, not copied: its version and its history entry.
const pendingMoveSchema = new Schema({
  type: { type: String, required: true },
  actorId: { type: String, required: true },
  note: String,
  previousStatus: { type: String, enum: BOOKING_STATUSES },
  version: { type: Number, required: true },
  historyIndex: { type: Number, required: true },
  at: { type: Date, required: true },
});

const storedQuoteSchema = new Schema({ ...quoteCentsFields, quotedAt: { type: Date, required: true } }, { _id: false });

const bookingSchema = new Schema(
  {
    createdBy: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    // Decision 0054: the organization the booking belongs to; every member sees it, by role. Written at creation and,
    // for bookings older than organizations, by migration 0005 (the founder's organization carries the founder's id).
    organizationId: { type: Schema.Types.ObjectId, ref: 'Organization' },
    status: { type: String, enum: BOOKING_STATUSES, default: 'pending', required: true },
    // Optimistic concurrency: every write bumps it; an edit names the version it read.
    version: { type: Number, default: 0, required: true },
    vehicleType: { type: String, enum: VEHICLE_TYPES, required: true },
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
    // Calendar dates ('YYYY-MM-DD' in the customer's zone), never instants (decision 0009). Documents written before
    // hold a Date; readers go through toCalendarDate.
    estimatedPickupDate: { type: String, match: CALENDAR_DATE_PATTERN, required: true },
    estimatedDeliveryDate: { type: String, match: CALENDAR_DATE_PATTERN, required: true },
    notes: { type: String },
    statusHistory: { type: [statusChangeSchema], default: [] },
    // Random with a check character (contracts: tracking-number.ts, decision 0018); unique.
    trackingNumber: { type: String },
    // The short id (the id's last 8 characters, contracts: toShortId), stored so the console's search can match it in a query
    // (the embedded engine cannot turn an ObjectId into a string); set on validate, backfilled on start.
    shortId: { type: String },
    // Folded keys of the name/business and both cities (contracts: search.ts, decision 0048), read by the console's
    // search as anchored prefixes through the `search` index; set on validate and by every edit that changes them.
    search: { type: [String], default: undefined },
    // The finer step inside the status (contracts: milestones.ts); absent on documents written before milestones (decision 0019).
    milestone: { type: String, enum: MILESTONES },
    assignment: {
      type: new Schema(
        { driverId: { type: Schema.Types.ObjectId, ref: 'User' }, driverName: String, driverPhone: String, vehicleId: String, vehicleType: String, assignedAt: Date },
        { _id: false },
      ),
      default: undefined,
    },
    currentLocation: {
      type: new Schema({ place: String, at: Date, coordinates: { type: { lat: Number, lng: Number }, default: undefined, _id: false } }, { _id: false }),
      default: undefined,
    },
    proofOfDelivery: {
      type: new Schema(
        { receiverName: String, deliveredAt: Date, place: String, signatureFileId: Schema.Types.ObjectId, photoFileId: Schema.Types.ObjectId, reservations: String },
        { _id: false },
      ),
      default: undefined,
    },
    // Decision 0100: the sender signs at pickup as the receiver does at delivery; the signature is a proof file.
    proofOfPickup: {
      type: new Schema({ senderName: String, pickedUpAt: Date, place: String, signatureFileId: Schema.Types.ObjectId }, { _id: false }),
      default: undefined,
    },
    // Optional package dimensions (cm, for the quote's volumetric weight) and declared value; the accepted quote in integer cents, stored
    // once so the invoice charges what the customer saw even if rates change later.
    dimensions: { type: new Schema({ length: Number, width: Number, height: Number }, { _id: false }), default: undefined },
    declaredValueCents: { type: Number },
    quote: { type: storedQuoteSchema, default: undefined },
    paymentStatus: { type: String, enum: PAYMENT_STATUSES, default: 'unpaid' },
    invoiceId: { type: Schema.Types.ObjectId, ref: 'Invoice' },
    rating: { type: new Schema({ stars: Number, comment: String, ratedAt: Date }, { _id: false }), default: undefined },
    pendingMoves: { type: [pendingMoveSchema], default: undefined },
    // Decision 0108: the receiver's chosen window (the drop-off's local date and times) and instructions for the driver,
    // and every failed delivery attempt (its photo is a proof file).
    deliveryWindow: { type: new Schema({ date: String, from: String, to: String }, { _id: false }), default: undefined },
    deliveryInstructions: { type: String },
    deliveryAttempts: {
      type: [new Schema({ at: Date, reason: String, note: String, photoFileId: Schema.Types.ObjectId, place: String, by: Schema.Types.ObjectId, byName: String }, { _id: false })],
      default: undefined,
    },
    // Decision 0096: the cargo as lines of like pieces, one piece per physical piece with its SSCC, the route the mode
    // travels and the emissions computed on it (figures as contracts' route.ts and emissions.ts give them).
    cargoLines: {
      type: [new Schema({ type: String, count: Number, weightKg: Number, lengthCm: Number, widthCm: Number, heightCm: Number }, { _id: false })],
      default: undefined,
    },
    pieces: {
      type: [
        new Schema(
          {
            index: Number,
            sscc: String,
            type: String,
            weightKg: Number,
            lengthCm: Number,
            widthCm: Number,
            heightCm: Number,
            // Decision 0100: what the driver recorded of this piece at each end, oldest first.
            scans: {
              type: [
                new Schema(
                  { stage: String, condition: String, note: String, photoFileId: Schema.Types.ObjectId, at: Date, by: Schema.Types.ObjectId, byName: String },
                  { _id: false },
                ),
              ],
              default: undefined,
            },
          },
          { _id: false },
        ),
      ],
      default: undefined,
    },
    route: {
      type: new Schema({ greatCircleKm: Number, distanceKm: Number, method: String, via: { type: { from: String, to: String }, default: undefined, _id: false } }, { _id: false }),
      default: undefined,
    },
    emissions: {
      type: new Schema({ tonneKm: Number, intensityWtwG: Number, co2eWtwKg: Number, co2eTtwKg: Number, factorId: String, method: String }, { _id: false }),
      default: undefined,
    },
    // Decision 0104: what customs asks of a shipment that crosses a customs border; money in cents as everywhere stored.
    customs: {
      type: new Schema(
        {
          incoterm: String,
          reasonForExport: String,
          exporterEori: String,
          lines: [
            new Schema(
              { description: String, hsCode: String, originCountry: String, quantity: Number, unitValueCents: Number, netWeightKg: Number },
              { _id: false },
            ),
          ],
        },
        { _id: false },
      ),
      default: undefined,
    },
  },
  { timestamps: true, versionKey: false },
);

// Every list query is "this owner, newest first", optionally by status: indexes, not scans.
bookingSchema.index({ createdBy: 1, createdAt: -1 }, { name: 'owner_created' });
bookingSchema.index({ createdBy: 1, status: 1, createdAt: -1 }, { name: 'owner_status_created' });
bookingSchema.index({ organizationId: 1, createdAt: -1 }, { name: 'organization_created' });
bookingSchema.index({ organizationId: 1, status: 1, createdAt: -1 }, { name: 'organization_status_created' });
// The public tracking lookup (decision 0018) is one index seek; a driver's jobs and the console's queue have their own.
bookingSchema.index({ trackingNumber: 1 }, { name: 'tracking_number_unique', unique: true, partialFilterExpression: { trackingNumber: { $type: 'string' } } });
bookingSchema.index({ 'assignment.driverId': 1, estimatedPickupDate: 1 }, { name: 'driver_pickup' });
bookingSchema.index({ estimatedPickupDate: 1, _id: 1 }, { name: 'pickup' });
bookingSchema.index({ status: 1, estimatedPickupDate: 1 }, { name: 'status_pickup' });
// Staff reports across all customers read one period of creation instants (decision 0026).
bookingSchema.index({ createdAt: 1 }, { name: 'created' });
// Telemetry files a sensor's reading under the bookings its vehicle is carrying.
bookingSchema.index({ 'assignment.vehicleId': 1, milestone: 1 }, { name: 'vehicle_milestone' });

// The console's search by short id and the start-up backfill's "no short id yet" both read this index.
bookingSchema.index({ shortId: 1 }, { name: 'short_id' });

bookingSchema.index({ search: 1 }, { name: 'search' });

// The move sweep's "announcements left behind": only bookings with one are in it.
bookingSchema.index({ 'pendingMoves.at': 1 }, { name: 'pending_moves', sparse: true });

bookingSchema.pre('validate', function setShortIdAndSearch() {
  this.shortId ??= toShortId(String(this._id));
  this.search = bookingSearchKeys(this);
});

type StoredCalendarDate = string | Date;
/** A booking as stored, read lean: a plain object, never a mongoose document. Other modules see it through bookings.service. */
export type BookingDoc = Omit<InferSchemaType<typeof bookingSchema>, 'estimatedPickupDate' | 'estimatedDeliveryDate'> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
  estimatedPickupDate: StoredCalendarDate;
  estimatedDeliveryDate: StoredCalendarDate;
};
export const BookingModel = mongoose.model('Booking', bookingSchema);
