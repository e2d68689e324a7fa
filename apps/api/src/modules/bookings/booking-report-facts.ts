import mongoose from 'mongoose';
import { BookingModel } from './bookings.model';

// The reports' reads over bookings (modules/reports, decision 0026): the row cursor and the per-day totals are
// aggregations over this collection's indexes, so they live with it (decision 0090); reports shapes what they answer.

const { ObjectId } = mongoose.Types;

/** Whose bookings, made in [from, toExclusive) (decision 0026: the creation instant places a booking in a period). */
export type ReportScope = { owner?: string; organization?: string; from: Date; toExclusive: Date };

// Decision 0026: revenue is the amount due of bookings that are paid or on invoice terms; unpaid and refunded earn 0.
export const EARNING_PAYMENT_STATUSES = ['paid', 'invoiced'] as const;

function scopeFilter({ owner, organization, from, toExclusive }: ReportScope) {
  // Our own operators are marked trusted; sanitizeFilter neutralises any other. With an owner the owner_created
  // index answers the query; without one (staff, all customers) the created index does.
  return {
    // Decision 0055: a customer reports on their organization's bookings (the organization_created index).
    ...(organization ? { organizationId: new ObjectId(organization) } : {}),
    ...(owner ? { createdBy: new ObjectId(owner) } : {}),
    createdAt: mongoose.trusted({ $gte: from, $lt: toExclusive }),
  };
}

// Without a timezone $dateToString reads the instant in UTC: the report's days are UTC days (decision 0026).
const dayOf = { $dateToString: { format: '%Y-%m-%d', date: '$createdAt' } };
const revenueCents = { $cond: [{ $in: ['$paymentStatus', [...EARNING_PAYMENT_STATUSES]] }, { $ifNull: ['$quote.amountDueCents', 0] }, 0] };

/** The fields a shipping row needs, oldest first, from a cursor: nothing is held in memory beyond a batch. Close it when done. */
export function bookingsReportRows(scope: ReportScope): AsyncIterable<ShippingRowFacts> & { close(): Promise<unknown> } {
  return BookingModel.find(scopeFilter(scope))
    .select({
      createdAt: 1,
      trackingNumber: 1,
      vehicleType: 1,
      pickupLocation: 1,
      dropoffLocation: 1,
      cargoWeightKg: 1,
      status: 1,
      paymentStatus: 1,
      'quote.amountDueCents': 1,
      'emissions.co2eWtwKg': 1,
    })
    .sort({ createdAt: 1, _id: 1 })
    .lean<ShippingRowFacts>()
    .cursor({ batchSize: 1000 });
}

export type ShippingRowFacts = {
  createdAt: Date;
  trackingNumber?: string;
  vehicleType?: string;
  pickupLocation?: { city?: string; state?: string; country?: string };
  dropoffLocation?: { city?: string; state?: string; country?: string };
  cargoWeightKg: number;
  status: string;
  paymentStatus?: string;
  quote?: { amountDueCents?: number };
  emissions?: { co2eWtwKg?: number } | null;
};

// Real pickup and delivery instants of a delivered booking: the first 'picked-up' move in its history and the proof
// of delivery (or the 'delivered' move for documents without one). Bookings missing either do not count.
const movesAt = (milestone: string) => ({
  $map: { input: { $filter: { input: { $ifNull: ['$statusHistory', []] }, as: 'h', cond: { $eq: ['$$h.milestone', milestone] } } }, as: 'h', in: '$$h.at' },
});
// $type rather than a comparison with null: MongoDB and mingo order null against dates differently.
const isDate = (path: string) => ({ $eq: [{ $type: path }, 'date'] });
const deliveryMs = {
  $cond: [
    { $eq: ['$status', 'delivered'] },
    {
      $let: {
        vars: { picked: { $min: movesAt('picked-up') }, delivered: { $ifNull: ['$proofOfDelivery.deliveredAt', { $max: movesAt('delivered') }] } },
        in: { $cond: [{ $and: [isDate('$$picked'), isDate('$$delivered')] }, { $subtract: ['$$delivered', '$$picked'] }, null] },
      },
    },
    null,
  ],
};

export type DayTotals = {
  day: string;
  shipments: number;
  revenueCents: number;
  weightKg: number;
  ratingSum: number;
  ratingCount: number;
  deliveryMs: number;
  deliveredCount: number;
  /** kg CO2e well to wheel of the day's bookings that have emissions (decision 0099), in all and per mode. */
  co2eKg: number;
  co2eByMode: { truck: number; air: number; sea: number };
  /** Bookings of the day without emissions yet (old ones waiting for their country). */
  unmeasured: number;
};

/**
 * The period's bookings grouped by day of creation in one aggregation: it feeds the analytics CSV (one row per
 * day) and the summary (the KPIs are the sums of these days; at most MAX_REPORT_RANGE_DAYS groups come back).
 */
export function bookingsReportTotalsByDay(scope: ReportScope): Promise<DayTotals[]> {
  return BookingModel.aggregate<DayTotals>([
    { $match: scopeFilter(scope) },
    {
      $project: {
        _id: 0,
        day: dayOf,
        cargoWeightKg: 1,
        revenueCents,
        stars: { $ifNull: ['$rating.stars', 0] },
        deliveryMs,
        vehicleType: 1,
        co2e: { $ifNull: ['$emissions.co2eWtwKg', null] },
      },
    },
    {
      $group: {
        _id: '$day',
        shipments: { $sum: 1 },
        revenueCents: { $sum: '$revenueCents' },
        weightKg: { $sum: '$cargoWeightKg' },
        ratingSum: { $sum: '$stars' },
        ratingCount: { $sum: { $cond: [{ $gte: ['$stars', 1] }, 1, 0] } },
        deliveryMs: { $sum: { $ifNull: ['$deliveryMs', 0] } },
        deliveredCount: { $sum: { $cond: [{ $eq: [{ $ifNull: ['$deliveryMs', null] }, null] }, 0, 1] } },
        co2eKg: { $sum: { $ifNull: ['$co2e', 0] } },
        co2eTruck: { $sum: co2eOfMode('truck') },
        co2eAir: { $sum: co2eOfMode('air') },
        co2eSea: { $sum: co2eOfMode('sea') },
        unmeasured: { $sum: { $cond: [{ $eq: ['$co2e', null] }, 1, 0] } },
      },
    },
    { $sort: { _id: 1 } },
    {
      $project: {
        _id: 0,
        day: '$_id',
        shipments: 1,
        revenueCents: 1,
        weightKg: 1,
        ratingSum: 1,
        ratingCount: 1,
        deliveryMs: 1,
        deliveredCount: 1,
        co2eKg: 1,
        co2eByMode: { truck: '$co2eTruck', air: '$co2eAir', sea: '$co2eSea' },
        unmeasured: 1,
      },
    },
  ]).exec();
}

function co2eOfMode(mode: string) {
  return { $cond: [{ $eq: ['$vehicleType', mode] }, { $ifNull: ['$co2e', 0] }, 0] };
}
