import {
  DELIVERY_PREFERENCES_MESSAGES,
  DRIVER_POSITION_MESSAGES,
  DRIVER_ROUTE_MESSAGES,
  driverRouteRequestSchema,
  isFinalStatus,
  SAMPLE_TRACKING_NUMBERS,
  SMS_ALERT_CODE_SENT,
  SMS_ALERT_CODE_WRONG,
  SMS_ALERT_CONFIRMED,
  SMS_PHONE_INVALID,
  smsAlertConfirmSchema,
  smsAlertRequestSchema,
  RECEIVER_MAIL_LINK_INVALID,
  RECEIVER_MAIL_UNSUBSCRIBED,
  TRACKING_SUBSCRIPTION_LINK_INVALID,
  type DeliveryWindow,
  type TrackingShipment,
} from '@meridian/contracts';
import { http } from 'msw';
import { db } from '../db';
import { api, caller, ok, refused } from '../respond';
import { makeDriverPositionsResult, makeDriverRoute } from '../fixtures/driver-positions';
import { liveEtaAt, livePositionAt, makeTrackingShipment, withReceiverView } from '../fixtures/tracking';
import { makeMapConfig } from '../fixtures/map-config';
import { makeSmsAlertResult } from '../fixtures/sms';
import { verificationFor } from '../fixtures/document';
import { findBooking } from './bookings';

/** The owner's part of a tracking answer, as the API adds it for the signed-in owner of the booking. */
function withOwnerPart(shipment: TrackingShipment, request: Request): TrackingShipment {
  if (shipment.owner) return shipment;
  const { user } = caller(request);
  const booking = user && db.bookings.find((b) => b.trackingNumber === shipment.id && b.createdBy === user._id);
  if (!booking) return shipment;
  const owner = {
    isOwner: true as const,
    bookingId: booking._id,
    driverPhone: booking.assignment?.driverPhone ?? null,
    route: booking.route ?? null,
    emissions: booking.emissions ?? null,
    pickup: booking.pickupLocation.coordinates ?? null,
    dropoff: booking.dropoffLocation.coordinates ?? null,
  };
  return makeTrackingShipment({ ...shipment, owner });
}

/** The mock takes any `t` as the receiver's link (decision 0112) for a shipment that is not final. */
const receiverLinkOf = (request: Request, shipment: TrackingShipment) => Boolean(new URL(request.url).searchParams.get('t')) && !isFinalStatus(shipment.statusCode);

// What anyone may ask without signing in (tracking, contact, newsletter, a report's digest), and the driver's jobs.
export const publicHandlers = [
  http.get(api('/tracking/samples'), () => ok({ samples: SAMPLE_TRACKING_NUMBERS.filter((n) => db.tracking.some((t) => t.id === n)) })),
  http.get(api('/tracking/:number'), ({ request, params }) => {
    const stored = db.tracking.find((t) => t.id === String(params.number).toUpperCase());
    if (!stored) return refused(404, 'No shipment found with this tracking number.');
    // Out for delivery, the driver moves between lookups as a phone's positions would move them (decision 0110).
    const live = stored.position ? { ...stored, position: livePositionAt(Date.now()), eta: liveEtaAt(Date.now()) } : stored;
    const seen = withOwnerPart(live, request);
    // Decision 0108: where the driver is goes to the owner and to the receiver's link (decision 0112) only.
    if (receiverLinkOf(request, stored)) return ok(withReceiverView(seen), 'Shipment found');
    return ok(seen.owner ? seen : { ...seen, position: null }, 'Shipment found');
  }),
  http.post(api('/tracking/:number/delivery-preferences'), async ({ request, params }) => {
    const index = db.tracking.findIndex((t) => t.id === String(params.number).toUpperCase());
    const shipment = db.tracking[index];
    if (!shipment || !receiverLinkOf(request, shipment)) return refused(401, DELIVERY_PREFERENCES_MESSAGES.tokenInvalid);
    if (shipment.milestone === 'out-for-delivery') return refused(409, DELIVERY_PREFERENCES_MESSAGES.tooLate);
    const body = (await request.json()) as { window?: DeliveryWindow | null; instructions?: string };
    const choices = {
      ...(body.window !== undefined ? { deliveryWindow: body.window } : {}),
      ...(body.instructions !== undefined ? { instructions: body.instructions || null } : {}),
    };
    const saved = withReceiverView(shipment, choices);
    db.tracking[index] = { ...shipment, receiver: saved.receiver };
    return ok(saved, 'Delivery preferences saved');
  }),
  http.get(api('/map/config'), () => ok(makeMapConfig(), 'Map configuration')),
  http.post(api('/tracking/:number/subscriptions'), ({ params }) => ok({ trackingNumber: String(params.number) })),
  // Decision 0111: any number in E.164 gets a code; 123456 turns alerts on.
  http.post(api('/tracking/:number/sms-alerts'), async ({ request, params }) => {
    const parsed = smsAlertRequestSchema.safeParse(await request.json());
    if (!parsed.success) return refused(400, 'Please check the highlighted fields and try again.', { fields: { phone: SMS_PHONE_INVALID } });
    return ok(makeSmsAlertResult({ trackingNumber: String(params.number), phone: parsed.data.phone }), SMS_ALERT_CODE_SENT);
  }),
  http.post(api('/tracking/:number/sms-alerts/confirm'), async ({ request, params }) => {
    const parsed = smsAlertConfirmSchema.safeParse(await request.json());
    if (!parsed.success || parsed.data.code !== '123456') return refused(400, SMS_ALERT_CODE_WRONG, { fields: { code: SMS_ALERT_CODE_WRONG } });
    return ok(makeSmsAlertResult({ trackingNumber: String(params.number), phone: parsed.data.phone, status: 'active' }), SMS_ALERT_CONFIRMED);
  }),
  http.post(api('/tracking-subscriptions/:action'), () => refused(400, TRACKING_SUBSCRIPTION_LINK_INVALID)),
  // Decision 0117: any token stops the mock receiver's e-mails except one that says it is forged.
  http.post(api('/receiver-mail/unsubscribe'), async ({ request }) => {
    const { token } = (await request.json()) as { token?: string };
    return token && !token.startsWith('forged') ? ok({ stopped: true }, RECEIVER_MAIL_UNSUBSCRIBED) : refused(404, RECEIVER_MAIL_LINK_INVALID);
  }),
  http.post(api('/contact'), () => ok(null, 'Thank you for your message. We will get back to you shortly.')),
  http.post(api('/newsletter'), () => ok(null, 'Thank you for subscribing!')),
  http.get(api('/documents/:digest'), ({ params }) => {
    const answer = verificationFor(db.bookings, String(params.digest));
    return answer ? ok(answer, 'Document verified') : refused(404, 'Document not found');
  }),

  http.get(api('/driver/jobs'), ({ request }) => {
    const { user, refusal } = caller(request, ['driver']);
    if (refusal) return refusal;
    return ok({ records: db.bookings.filter((b) => b.assignment?.driverId === user._id && !isFinalStatus(b.status)) });
  }),
  http.get(api('/driver/jobs/:id'), ({ request, params }) => {
    const { user, refusal } = caller(request, ['driver']);
    if (refusal) return refusal;
    const booking = findBooking(String(params.id));
    return booking?.assignment?.driverId === user._id ? ok(booking) : refused(404, 'Job not found');
  }),
  // Decision 0109: taken only while one of the driver's jobs is out for delivery, as the API does.
  http.post(api('/driver/positions'), async ({ request }) => {
    const { user, refusal } = caller(request, ['driver']);
    if (refusal) return refusal;
    const out = db.bookings.filter((b) => b.assignment?.driverId === user._id && b.milestone === 'out-for-delivery');
    if (out.length === 0) return refused(409, DRIVER_POSITION_MESSAGES.noActiveDelivery);
    const body = (await request.json()) as { positions?: unknown[] };
    return ok(makeDriverPositionsResult({ accepted: body.positions?.length ?? 0, shipments: out.length }), 'Positions received');
  }),
  // Decision 0116: the driver's jobs out for delivery in their order; jobs the kept order misses come last.
  http.get(api('/driver/route'), ({ request }) => {
    const { user, refusal } = caller(request, ['driver']);
    if (refusal) return refusal;
    return ok(makeDriverRoute({ stops: routeOf(user._id) }), 'Route');
  }),
  http.put(api('/driver/route'), async ({ request }) => {
    const { user, refusal } = caller(request, ['driver']);
    if (refusal) return refusal;
    const parsed = driverRouteRequestSchema.safeParse(await request.json());
    const out = outForDelivery(user._id).map((b) => b._id);
    if (!parsed.success || parsed.data.stops.length !== out.length || parsed.data.stops.some((id) => !out.includes(id))) {
      return refused(400, DRIVER_ROUTE_MESSAGES.notTheJobs, { fields: { stops: DRIVER_ROUTE_MESSAGES.notTheJobs } });
    }
    db.driverRoutes[user._id] = parsed.data.stops;
    return ok(makeDriverRoute({ stops: parsed.data.stops }), DRIVER_ROUTE_MESSAGES.saved);
  }),
];

function outForDelivery(driverId: string) {
  return db.bookings.filter((b) => b.assignment?.driverId === driverId && b.milestone === 'out-for-delivery');
}

function routeOf(driverId: string): string[] {
  const out = outForDelivery(driverId).map((b) => b._id);
  const kept = (db.driverRoutes[driverId] ?? []).filter((id) => out.includes(id));
  return [...kept, ...out.filter((id) => !kept.includes(id))];
}
